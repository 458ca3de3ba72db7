import type {Footer} from '@docusaurus/theme-common';
import {externalLinks as l} from './externalLinks';

// Four link columns, then the warning column (the site's footer design). All targets are external.
export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'ソーシャルPLUS について',
      items: [
        {label: 'トップページ', href: l.marketingTop},
        {label: '料金', href: l.pricing},
        {label: '連携サービス', href: l.linkedServices},
        {label: '導入事例', href: l.caseStudies},
      ],
    },
    {
      title: 'お役立ち情報・お知らせ',
      items: [
        {label: 'ブログ', href: l.blog},
        {label: 'コラム', href: l.columns},
        {label: 'ニュースリリース', href: l.newsReleases},
        {label: 'セミナー', href: l.seminars},
      ],
    },
    {
      title: '技術情報',
      items: [{label: 'サポートページ', href: l.supportForm}],
    },
    {
      title: '会社情報・規約',
      items: [
        {label: '運営会社', href: l.company},
        {label: 'プライバシーポリシー', href: l.privacyPolicy},
        {label: 'クッキーポリシー', href: l.cookiePolicy},
        {label: '個人情報の取り扱い', href: l.personalData},
      ],
    },
    {
      title: 'ご注意',
      items: [
        {
          html: '<p class="footer__warning">このサイトは現行の仕様を説明しています。API キーやクライアントシークレットは、このサイトの例を含め、だれとも共有しないでください。</p>',
        },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} 株式会社ソーシャルPLUS`,
};
