// Navigation behaviour: the navbar's and sidebars' items and order, and how routes move.
import {siteUrl} from '../../src/config/site';
import {test, expect, type Page} from '@playwright/test';
import {docFiles} from '../lib/docs';
import {activateByKeyboard, gotoHydrated} from './support/guards';

test('a route change scrolls to the top', async ({page}) => {
  await gotoHydrated(page, '/glossary');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // An in-site link far down the page, followed by the router (no full reload).
  const link = page.locator('article a[href^="/social-login/"]').last();
  await page.evaluate(() => ((window as {__sameDocument?: boolean}).__sameDocument = true));
  await activateByKeyboard(link);
  await expect(page).not.toHaveURL(/\/glossary/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
});

test('a hash scrolls to the element it names, on load and on in-site navigation', async ({page}) => {
  await page.goto('/glossary#pkce');
  await expect(page.locator('#pkce')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  await page.goto('/social-login/references/api/map');
  const target = page.locator('article h2').last();
  const id = await target.getAttribute('id');
  await page.locator(`.table-of-contents a[href="#${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id!)}$`));
  await expect(target).toBeInViewport();
});

// The .html forms of a path show the page of that path: its title, and the canonical address its
// HTML gives (after hydration Docusaurus recomputes the link from the address bar, without the `/`).
const htmlForms: Record<string, {route: string; title: string}> = {
  '/guidelines.html': {route: '/guidelines', title: 'ガイドライン'},
  '/guidelines/index.html': {route: '/guidelines', title: 'ガイドライン'},
  '/message/index.html': {route: '/message/', title: 'メッセージマネージャーの概要'},
};
for (const [path, {route, title}] of Object.entries(htmlForms)) {
  test(`${path} shows the page ${route}`, async ({page}) => {
    const html = await (await page.request.get(path)).text();
    expect(/<link[^>]* rel=canonical href=([^ >]+)/.exec(html)?.[1]).toBe(`${siteUrl}${route}`);
    await gotoHydrated(page, path);
    await expect(page.locator('article h1')).toHaveText(title);
  });
}

test('below 996 px the navbar becomes a sliding sidebar with a back-to-main-menu button', async ({page}) => {
  await page.setViewportSize({width: 990, height: 800});
  await gotoHydrated(page, '/social-login/setup');
  await expect(page.locator('.navbar__items a.navbar__link[href="/message/"]')).toBeHidden();
  await page.locator('button.navbar__toggle').click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // On a docs page the secondary menu (the docs sidebar) opens first.
  await expect(sidebar.locator('.menu__link[href="/social-login/setup"]')).toBeVisible();
  await sidebar.getByRole('button', {name: '← メインメニューに戻る'}).click();
  await expect(sidebar.locator('a.menu__link[href="/message/"]')).toBeVisible();
  // The current section's dropdown opens with the menu, its page marked. The dropdowns' toggles are
  // named in Japanese (i18n/ja/code.json; the theme's ja texts are English).
  const socialLogin = sidebar.locator('.menu__list-item', {has: page.locator('a.menu__link', {hasText: 'ソーシャルログイン'})}).first();
  await expect(sidebar.locator('a.menu__link--active[href="/social-login/"]')).toBeVisible();
  await socialLogin.getByRole('button', {name: 'ドロップダウンを閉じる'}).click();
  await expect(sidebar.locator('a.menu__link[href="/social-login/legacy/"]')).toBeHidden();
  await socialLogin.getByRole('button', {name: 'ドロップダウンを開く'}).click();
  await expect(sidebar.locator('a.menu__link[href="/social-login/legacy/"]')).toBeVisible();

  await page.setViewportSize({width: 1000, height: 800});
  await expect(page.locator('button.navbar__toggle')).toBeHidden();
});

test('at phone width the menu is drawn when it first opens, slides in, and stays drawn once opened', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, '/social-login/setup');
  // Drawing the closed menu while the app took over cost the load's longest script task (src/theme/Navbar/MobileSidebar).
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  const firstOpening = await page.evaluate(async () => {
    document.querySelector<HTMLElement>('button.navbar__toggle')!.click();
    for (;;) {
      const sidebar = document.querySelector('.navbar-sidebar');
      if (sidebar) return sidebar.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty);
      await new Promise(requestAnimationFrame);
    }
  });
  // It slides in from the closed look (@starting-style in src/css/custom.css), as the later openings do.
  expect(firstOpening).toContain('transform');
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.locator('.menu__link[href="/social-login/setup"]')).toBeVisible();
  await page.locator('.navbar-sidebar__backdrop').click({position: {x: 370, y: 400}});
  await expect(sidebar).toBeHidden();
  await expect(sidebar).toHaveCount(1);
  await page.locator('button.navbar__toggle').click();
  await expect(sidebar.locator('.menu__link[href="/social-login/setup"]')).toBeVisible();
});

test('the navbar hides on scrolling down and returns on scrolling up', async ({page}) => {
  await gotoHydrated(page, '/glossary');
  const navbar = page.locator('nav.navbar');
  // Scroll in steps: the theme compares each position with the previous one.
  const scrollBy = async (dy: number, steps = 4) => {
    for (let i = 0; i < steps; i += 1) {
      await page.mouse.wheel(0, dy / steps);
      await page.waitForTimeout(50);
    }
  };
  await scrollBy(1500);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await scrollBy(-300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await scrollBy(1500);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('the docs sidebar can be hidden and shown again', async ({page}) => {
  await gotoHydrated(page, '/social-login/setup');
  const menu = page.locator('.theme-doc-sidebar-menu');
  await expect(menu).toBeVisible();
  await page.getByRole('button', {name: 'サイドバーを隠す'}).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', {name: 'サイドバーを開く'}).click();
  await expect(menu).toBeVisible();
});

test('opening a category collapses its sibling categories', async ({page}) => {
  await gotoHydrated(page, '/social-login/authentication/id_token');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const auth = sidebar.locator('li.theme-doc-sidebar-item-category-level-1', {hasText: '認証'}).first();
  await expect(auth).not.toHaveClass(/menu__list-item--collapsed/);
  const providers = sidebar.locator('li.theme-doc-sidebar-item-category-level-1', {hasText: 'ログインプロバイダー'}).first();
  await providers.locator('button.clean-btn, .menu__caret').first().click();
  await expect(providers).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(auth).toHaveClass(/menu__list-item--collapsed/);
});

test('breadcrumbs show the path through the sidebar categories', async ({page}) => {
  await page.goto('/social-login/references/api/map');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs li');
  await expect(crumbs.last()).toContainText('map');
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toContainText('API リファレンス');
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toContainText('識別子連携');
  await expect(crumbs.first().locator('a')).toHaveAttribute('href', '/');
});

/** The ids the table of contents links to, in its order. */
const tocTargets = (page: Page) =>
  page.locator('.table-of-contents a').evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));

test('the table of contents lists h2 and h3 only', async ({page}) => {
  // A page that has h4 headings proves they are left out.
  const withH4 = docFiles().find((doc) => doc.frontMatter.draft !== true && /^#### /m.test(doc.body.replace(/```[\s\S]*?```/g, '')));
  expect(withH4, 'a doc with an h4 heading is needed to prove the TOC leaves it out').toBeTruthy();
  await page.goto(encodeURI(withH4!.permalink));
  const tocIds = await tocTargets(page);
  const headings = await page
    .locator('article')
    .first()
    .evaluate((article) => Array.from(article.querySelectorAll('h2[id], h3[id], h4[id]')).map((h) => ({tag: h.tagName, id: h.id})));
  expect(headings.some((h) => h.tag === 'H4')).toBe(true);
  expect(tocIds.sort()).toEqual(
    headings
      .filter((h) => h.tag !== 'H4')
      .map((h) => h.id)
      .sort(),
  );
});

test("the glossary's table of contents lists its groups (あ行 to A–Z), not each of its entries", async ({page}) => {
  // toc_max_heading_level: 2 in docs/glossary.mdx: a kana index a reader can scan, and 1.4 KB less
  // HTML on the heaviest first load of the site (BENCHMARKS.md, the first-load budget).
  await page.goto('/glossary');
  const groups = await page.locator('article h2').evaluateAll((headings) => headings.map((heading) => heading.id));
  expect(groups.length).toBeGreaterThan(5);
  expect(await tocTargets(page)).toEqual(groups);
});
