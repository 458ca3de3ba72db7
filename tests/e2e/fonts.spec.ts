// The fonts a page needs (src/css/custom.css). Each Japanese font face a page uses is a large file
// the browser opens during the page's first layout (BENCHMARKS.md), so a page uses as few as it can.
import {test, expect, type Locator, type Page} from '@playwright/test';

const JAPANESE = /[ぁ-んァ-ン一-龠]/;

/** The font families Chromium set the element's text in. */
async function fontsOf(page: Page, element: Locator): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const probe = `font-probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, name) => node.setAttribute(name, ''), probe);
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: `[${probe}]`});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  return fonts.map((font) => font.familyName);
}

// No Latin-only interface font before the Japanese one, from which Chromium would look up a
// fallback for every Japanese character (Lighthouse: the first layout took about 1.5x as long).
test('a paragraph of Japanese with Latin words is set in one font, a Japanese one', async ({page}) => {
  await page.goto('/social-login/setup');
  const paragraph = page
    .locator('.theme-doc-markdown p')
    .filter({hasText: JAPANESE})
    .filter({hasText: /[A-Za-z]/})
    .first();
  await expect(paragraph).toBeVisible();
  const families = await fontsOf(page, paragraph);
  expect(families, `fonts used: ${families.join(', ')}`).toHaveLength(1);
  expect(families[0]).toMatch(/CJK JP|Hiragino|Noto Sans JP|Meiryo/);
});

// On a Japanese page the generic monospace is a Japanese face of its own (Noto Sans Mono CJK JP on
// Linux): code takes its Latin from a Latin code font and its Japanese from the text's face.
test('code with Japanese is set in a fixed-width Latin font and the text’s Japanese font, no third face', async ({page}) => {
  await page.goto('/social-login/setup');
  const paragraph = page.locator('.theme-doc-markdown p').filter({hasText: JAPANESE}).first();
  const code = page.locator('.theme-doc-markdown code').filter({hasText: JAPANESE}).filter({hasText: /[a-z]/}).first();
  await expect(code).toBeVisible();
  const textFonts = await fontsOf(page, paragraph);
  const codeFonts = await fontsOf(page, code);
  const latinFonts = codeFonts.filter((family) => !textFonts.includes(family));
  expect(latinFonts, `code: ${codeFonts.join(', ')}; text: ${textFonts.join(', ')}`).toHaveLength(1);
  expect(codeFonts, 'the Japanese characters of the code are set in the text’s font').toEqual(expect.arrayContaining(textFonts));
  // The Latin font is a fixed-width one: narrow and wide letters take the same width.
  const [narrow, wide] = await code.evaluate((node) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(node).font;
    return ['iiiiiiii', 'MMMMMMMM'].map((letters) => context.measureText(letters).width);
  });
  expect(narrow, `${latinFonts[0]} is fixed-width`).toBeCloseTo(wide, 1);
});
