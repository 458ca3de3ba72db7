// Swizzled (wrap) to make ApiEndpoint available in every MDX file without an import, and to let
// keyboard users scroll wide tables (they scroll sideways: src/css/custom.css). Heavier components
// (Tabs) stay imported by the pages that use them, so other pages do not load them.
import {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ApiEndpoint from '@site/src/components/ApiEndpoint';

export default {
  ...MDXComponents,
  ApiEndpoint,
  // A wide table scrolls sideways: focusable, so that keyboard users can scroll it (axe: scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
