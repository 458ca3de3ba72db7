import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from './externalLinks';
import {searchAreas} from './search';

/**
 * A link to the first page of a sidebar, shown as the current section on every page of that sidebar,
 * as a `type: 'doc'` item would be. A doc item searches all docs for the open page, once per item and
 * again in the phone-width menu, while the app takes over (the A/B is in BENCHMARKS.md); a pattern over
 * the path costs next to nothing. The route contract test checks each pattern on every route.
 */
function sectionLink(label: string, to: string, activeBaseRegex: string) {
  return {label, to, activeBaseRegex};
}

/** The pages of an area of the site (./search.ts): under its path and not under a narrower area's. */
function areaPattern(area: string): string {
  const narrower = searchAreas.flatMap(({path}) => (path.startsWith(`${area}/`) ? [path.slice(area.length + 1)] : []));
  const notNarrower = narrower.length > 0 ? `(?!(?:${narrower.join('|')})(?:/|$))` : '';
  return `^/${area}(?:/${notNarrower}|$)`;
}

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
    // The introduction's sidebar: the home (the introduction doc), account, guidelines, support.
    {...sectionLink('はじめに', '/', '^/(?:(?:account|guidelines|support)(?:/|$)|$)'), position: 'left'},
    {
      type: 'dropdown',
      label: 'ソーシャルログイン',
      position: 'left',
      items: [
        sectionLink('OpenID Connect 版', '/social-login/', areaPattern('social-login')),
        sectionLink('ワンタイムトークン版（旧版）', '/social-login/legacy/', areaPattern('social-login/legacy')),
      ],
    },
    {...sectionLink('メッセージ', '/message/', areaPattern('message')), position: 'left'},
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
