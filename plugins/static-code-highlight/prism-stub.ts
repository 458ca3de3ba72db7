// Stands in for prism-react-renderer in the site's bundles (see ./index.ts). The theme's
// prism-include-languages hands this object to an empty list of additional languages.
export const Prism = {languages: {}};
