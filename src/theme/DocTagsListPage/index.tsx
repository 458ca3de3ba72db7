// Swizzled (wrap): the theme gives the tag list a title but no description, so search engines and
// readers' tools (the page's entry in /llms.txt) had nothing to say of it.
import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'site.tagsList.description',
    message: 'ログインプロバイダーやサービスごとにページに付けたタグの一覧です。タグを選ぶと、そのタグの付いたページを一覧できます。',
    description: 'The description of the page that lists every tag',
  });
  return (
    <>
      <PageMetadata description={description} />
      <DocTagsListPage {...props} />
    </>
  );
}
