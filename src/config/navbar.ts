import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from './externalLinks';

// The site's design fixes the order: introduction, social login, messages, glossary, consoles, search.
export const navbar: Omit<Navbar, 'style'> & {style?: Navbar['style']} = {
  title: 'ソーシャルPLUS ドキュメント',
  logo: {
    alt: 'ソーシャルPLUS',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: true,
  items: [
    {
      type: 'doc',
      docId: 'introduction',
      position: 'left',
      label: 'はじめに',
    },
    {
      type: 'dropdown',
      label: 'ソーシャルログイン',
      position: 'left',
      items: [
        {type: 'doc', docId: 'social-login/index', label: 'OpenID Connect 版'},
        {type: 'doc', docId: 'social-login/legacy/index', label: 'ワンタイムトークン版（旧版）'},
      ],
    },
    {
      type: 'doc',
      docId: 'message/index',
      position: 'left',
      label: 'メッセージ',
    },
    {
      to: '/glossary',
      label: '用語集',
      position: 'left',
    },
    {
      type: 'dropdown',
      label: '管理画面へ戻る',
      position: 'right',
      items: [
        {href: externalLinks.socialLoginManager, label: 'ソーシャルPLUS 管理画面'},
        {href: externalLinks.messageManager, label: 'メッセージマネージャー 管理画面'},
      ],
    },
    {
      type: 'search',
      position: 'right',
    },
  ],
};
