// Japanese text is set in a Japanese font from its first character (src/css/custom.css): no
// Latin-only interface font before it, from which Chromium would look up a fallback for every
// Japanese character (BENCHMARKS.md, Lighthouse: the page's first layout took about 1.5x as long).
import {test, expect} from '@playwright/test';

test('a paragraph of Japanese with Latin words is set in one font, a Japanese one', async ({page}) => {
  await page.goto('/social-login/setup');
  const paragraph = page
    .locator('.theme-doc-markdown p')
    .filter({hasText: /[ぁ-んァ-ン一-龠]/})
    .filter({hasText: /[A-Za-z]/})
    .first();
  await expect(paragraph).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const selector = await paragraph.evaluate((node) => {
    node.setAttribute('data-font-probe', '');
    return '[data-font-probe]';
  });
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  const families = fonts.map((font) => font.familyName);
  expect(families, `fonts used: ${families.join(', ')}`).toHaveLength(1);
  expect(families[0]).toMatch(/CJK JP|Hiragino|Noto Sans JP|Meiryo/);
});
