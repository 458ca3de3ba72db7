import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

// Change `id` whenever the text changes: readers who dismissed the old bar see the new one.
export const announcementBar: AnnouncementBarConfig = {
  id: 'new-docs-site-2026-11',
  content: '開発者ドキュメントを新しくしました。変更点と検索の使い方は<a href="/blog/new-welcome">お知らせ</a>をご覧ください。',
  backgroundColor: '#e8f1fb',
  textColor: '#1b2a3a',
  isCloseable: true,
};
