// Swizzled (wrap) to make ApiEndpoint available in every MDX file without an import. Heavier
// components (Tabs) stay imported by the pages that use them, so other pages do not load them.
import MDXComponents from '@theme-original/MDXComponents';
import ApiEndpoint from '@site/src/components/ApiEndpoint';

export default {
  ...MDXComponents,
  ApiEndpoint,
};
