// Every page as Markdown for readers' AI tools (plugins/llms-txt): /llms.txt lists every route of the
// contract with its Markdown and description, the full files hold the pages in that order, a
// page's Markdown has the headings the page shows, and the copy control on each doc page copies
// it (clipboard granted), or shows it to copy by hand (clipboard refused), and passes axe.
import {test, expect, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {publishedDocFiles} from '../lib/docs';
import {markdownPathOf} from '../../src/lib/markdownPath';
import {llmsAreas, routesWithoutMarkdown} from '../../src/config/llms';
import {siteUrl} from '../../src/config/site';
import {routes} from './support/site';
import {gotoHydrated, settleColours, switchToDark} from './support/guards';

const docs = new Map(publishedDocFiles().map((doc) => [doc.permalink, doc]));
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The published address of a path, as llms.txt writes it, to the address of the build under test. */
const local = (url: string) => url.replace(siteUrl, '');

async function text(page: Page, pathname: string): Promise<string> {
  const response = await page.request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  return response.text();
}

/** `- [title](url): description` lines of llms.txt, by section. */
function sections(llms: string): Map<string, {title: string; url: string; description: string}[]> {
  const found = new Map<string, {title: string; url: string; description: string}[]>();
  let current = '';
  for (const line of llms.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) found.set((current = heading[1]!), []);
    const entry = /^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/.exec(line);
    if (entry && current) found.get(current)!.push({title: entry[1].replace(/\\([[\]\\])/g, '$1'), url: entry[2], description: entry[3] ?? ''});
  }
  return found;
}

test('llms.txt lists every route of the contract, doc pages by area with their description, each at its Markdown', async ({page}) => {
  const llms = await text(page, '/llms.txt');
  expect(llms.startsWith('# ソーシャルPLUS ドキュメント\n\n> ')).toBe(true);
  const bySection = sections(llms);
  expect([...bySection.keys()]).toEqual([...llmsAreas.map((area) => area.label), 'OpenAPI', 'Optional']);

  const listed = new Map([...bySection.values()].flat().map((entry) => [entry.url, entry]));
  const expected = routes.filter((route) => !routesWithoutMarkdown.some((excluded) => route.path === `/${excluded}`));
  expect(expected.length, 'only the search page and the slugger tool have no Markdown').toBe(routes.length - 2);
  for (const route of expected) {
    const entry = listed.get(`${siteUrl}${markdownPathOf(route.path)}`);
    expect(entry, `${route.path} is listed`).toBeDefined();
    const doc = docs.get(route.path);
    if (doc) {
      expect(entry!.title, route.path).toBe(String(doc.frontMatter.title));
      expect(entry!.description, route.path).toBe(oneLine(String(doc.frontMatter.description)));
    }
  }
  for (const area of llmsAreas) {
    const pages = bySection.get(area.label)!.map((entry) => local(entry.url));
    for (const pathname of pages) {
      const inArea =
        area.path === '' ? !llmsAreas.some((other) => other.path && pathname.startsWith(`/${other.path}/`)) : pathname.startsWith(`/${area.path}/`);
      expect(inArea, `${pathname} under ${area.label}`).toBe(true);
    }
  }
  // Every Markdown and OpenAPI address it lists answers.
  for (const url of listed.keys()) expect((await page.request.get(local(url))).status(), url).toBe(200);
});

test('the full files hold every listed page in the order of llms.txt, the whole site and one file per area', async ({page}) => {
  const bySection = sections(await text(page, '/llms.txt'));
  const sources = (full: string) => [...full.matchAll(/^出典: (\S+)$/gm)].map((match) => match[1]);
  const all: string[] = [];
  for (const area of llmsAreas) {
    const urls = bySection.get(area.label)!.map((entry) => entry.url);
    const full = await text(page, `/${area.fullFile}`);
    expect(full.startsWith(`# ソーシャルPLUS ドキュメント: ${area.label}\n`)).toBe(true);
    expect(sources(full), area.label).toEqual(urls);
    all.push(...urls);
  }
  const full = await text(page, '/llms-full.txt');
  expect(sources(full)).toEqual(all);
  const setup = await text(page, '/social-login/setup.md');
  expect(full).toContain(setup.trim());
});

// API references with tabs, partials and tables rendered from OpenAPI, a guide, the glossary, a folder's index, the blog post, a tag.
const samples = [
  '/',
  '/social-login/references/oauth2/userinfo',
  '/social-login/references/api/map',
  '/social-login/authorization-code/token',
  '/social-login/legacy/api-references/identifier-association/authenticated_user',
  '/social-login/legacy/webhook-references/event-received',
  '/message/',
  '/message/messaging-api-references/messages/post-text-message',
  '/glossary',
  '/blog/new-welcome',
  '/tags/line',
];
const pagesWithoutCode = new Set(['/', '/message/', '/glossary', '/blog/new-welcome', '/tags/line']);

// The headings, tabs and code blocks compared are server-rendered: read as served, without running the app.
test.describe(() => {
  test.use({javaScriptEnabled: false});
  for (const pathname of samples) {
    test(`${pathname}: the Markdown has the page's headings, its code and no screen markup`, async ({page}) => {
      await page.goto(pathname);
      // A doc's content, or the <main> of a blog or tag page (plugins/llms-txt's contentSelectors).
      const content = page.locator('.theme-doc-markdown, main.col').first();
      const pageHeadings = await content
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((nodes) => nodes.map((node) => `${node.tagName.slice(1)} ${node.textContent.replace(/\u200b/g, '').trim()}`));
      const tabLabels = new Set(await content.locator('[role=tab]').allTextContents());

      const markdown = await text(page, markdownPathOf(pathname));
      const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
      const markdownHeadings = [...withoutCode.matchAll(/^(#{1,6}) (.+)$/gm)].map(
        (match) => `${match[1].length} ${match[2].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')}`,
      );
      // Tabs become headed sections: their labels are the only headings the page does not show as such.
      expect(markdownHeadings.filter((heading) => !tabLabels.has(heading.replace(/^\d /, '')))).toEqual(pageHeadings);
      expect(markdownHeadings.filter((heading) => tabLabels.has(heading.replace(/^\d /, ''))).length).toBe(tabLabels.size);

      // Every code block of the page is there, line for line.
      const codes = await content.locator('pre code').evaluateAll((blocks) =>
        blocks.map((block) => {
          const lines = [...block.querySelectorAll('.token-line')].map((line) => line.textContent);
          return (lines.length > 0 ? lines.join('\n') : block.textContent).replace(/\n+$/, '');
        }),
      );
      expect(codes.length).toBeGreaterThan(pagesWithoutCode.has(pathname) ? -1 : 0);
      for (const code of codes) expect(markdown).toContain(code);
      expect(markdown).not.toMatch(/<!--|への直接リンク|\u200b|data:image/);
    });
  }
});

test('every doc page carries the copy control, its Markdown link and the feedback question', async ({page}) => {
  const docRoutes = routes.filter((route) => route.kind === 'doc' || docs.has(route.path));
  expect(docRoutes.length).toBe(docs.size);
  for (const route of docRoutes) {
    const html = await text(page, route.path);
    expect(html, route.path).toContain('>Markdown をコピー</button>');
    // The build's HTML leaves attribute values unquoted where it can.
    expect(html, route.path).toMatch(new RegExp(`href="?${markdownPathOf(route.path).replace(/[.]/g, '\\.')}[" >]`));
    expect(html, route.path).toContain('このページは役に立ちましたか？');
  }
});

const actions = (page: Page) => page.locator('article').getByRole('button', {name: 'Markdown をコピー'});

test("the copy control copies the page's Markdown, fetching nothing before it is used", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) markdownRequests.push(request.url());
  });
  await gotoHydrated(page, '/message/');
  await expect(page.getByRole('link', {name: 'Markdown で開く'})).toHaveAttribute('href', '/message/index.md');
  expect(markdownRequests, 'nothing is fetched until the button is used').toEqual([]);

  // Reached and pressed with the keyboard.
  await actions(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('article').getByRole('status').first()).toHaveText('このページの Markdown をコピーしました。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text(page, '/message/index.md'));
  expect(markdownRequests).toHaveLength(1);

  await page.getByRole('link', {name: 'Markdown で開く'}).click();
  await expect(page).toHaveURL(/\/message\/index\.md$/);
});

test('where the clipboard is refused, the Markdown is shown selected to copy by hand', async ({page}) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(Clipboard.prototype, 'write', {value: refuse, configurable: true});
    Object.defineProperty(Clipboard.prototype, 'writeText', {value: refuse, configurable: true});
  });
  await gotoHydrated(page, '/social-login/setup');
  await actions(page).click();
  await expect(page.locator('article').getByRole('status').first()).toHaveText(
    'クリップボードに書き込めませんでした。下の欄の Markdown をコピーしてください。',
  );
  const box = page.getByRole('textbox', {name: 'このページの Markdown'});
  await expect(box).toHaveValue(await text(page, '/social-login/setup.md'));
  await expect(box).toBeFocused();
  expect(await box.evaluate((element: HTMLTextAreaElement) => element.selectionEnd - element.selectionStart)).toBe((await box.inputValue()).length);
});

test('when the Markdown cannot be fetched, the control says so', async ({page}) => {
  await page.route('**/*.md', (route) => route.fulfill({status: 503, body: ''}));
  await gotoHydrated(page, '/social-login/setup');
  await actions(page).click();
  await expect(page.locator('article').getByRole('status').first()).toHaveText('Markdown を取得できませんでした。');
});

for (const width of [1280, 996]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the copy control is on the title's line and passes axe (${mode}, ${width} px)`, async ({page}) => {
      await gotoHydrated(page, '/social-login/references/oauth2/userinfo');
      await settleColours(page);
      // The colour mode switch is in the navbar at desktop width; the page keeps the mode when narrowed.
      if (mode === 'dark') await switchToDark(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.setViewportSize({width, height: 900});
      const button = actions(page);
      await expect(button).toBeVisible();
      const [buttonBox, titleBox] = [await button.boundingBox(), await page.locator('article h1').boundingBox()];
      expect(buttonBox!.y + buttonBox!.height, 'above the title').toBeLessThanOrEqual(titleBox!.y);
      expect(await axeViolations(page, {include: ['article']})).toEqual([]);
    });
  }
}
