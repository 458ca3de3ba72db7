// html-validate over the built pages (tests/e2e/html-validity.spec.ts): the recommended rules, less
// the ones below, each with its reason. JavaScript rather than JSON so that the reasons sit here.
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // The HTML minifier writes the build: lower-case doctype, unquoted attribute values, omitted
    // optional end tags and `/>` on void elements are all valid HTML and its choice, not ours.
    'doctype-style': 'off',
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    // HTML only asks an id to be non-empty without spaces; React (useId) and Docusaurus
    // (__docusaurus, __docusaurus_skipToContent_fallback) start theirs with "_".
    'valid-id': ['error', {relaxed: true}],
    // A bare "&" not followed by a character reference name is valid (code samples in API tables).
    'no-raw-characters': ['error', {relaxed: true}],
    // The theme writes the announcement bar's colours (themeConfig) and the code line counter as
    // style attributes; a style preference, and the deploy CSP allows style attributes.
    'no-inline-style': 'off',
    // The search plugin's input has no type (so "text", by the standard); changing it means
    // ejecting the plugin's whole search bar.
    'no-implicit-input-type': 'off',
    // Roles the theme puts on generic elements: the skip link's region, the announcement bar's
    // banner, and navbar dropdown toggles (<a role=button>). Other roles stay checked.
    'prefer-native-element': ['error', {exclude: ['region', 'banner', 'button']}],
  },
  elements: [
    'html5',
    {
      // Docusaurus's code blocks render each line as a <div> inside <code> (theme CodeBlock/Line).
      // Browsers and screen readers handle it; making it valid would mean swizzling the line
      // component for no reader-visible change. Allowed here for <code> only.
      code: {permittedContent: ['@phrasing', 'div']},
    },
  ],
};
