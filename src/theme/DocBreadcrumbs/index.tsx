// Swizzled (wrap): the page's Markdown controls (src/components/MarkdownActions) on the line of
// its breadcrumbs, above the title. Breadcrumbs render only on doc pages here (the route contract
// has no generated-index pages), so the doc is always known.
import {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownActions from '@site/src/components/MarkdownActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <MarkdownActions pagePath={metadata.permalink} />
    </div>
  );
}
