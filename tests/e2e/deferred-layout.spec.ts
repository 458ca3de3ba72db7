// Long pages of Japanese text lay out only what is near the screen (content-visibility: auto in
// src/css/custom.css, BENCHMARKS.md, Lighthouse): a block far below is skipped on load, laid out when the
// reader scrolls to it or jumps to an entry.
import {test, expect, type Locator} from '@playwright/test';
import {gotoHydrated} from './support/guards';
import {layoutShift, trackLayoutShift} from './support/layout-shift';

/** Whether Chromium renders the element's contents now (false inside a skipped block). */
const rendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({contentVisibilityAuto: true}));

test.use({viewport: {width: 412, height: 823}});

test('the glossary: the last entry is skipped on load and laid out when scrolled to', async ({page}) => {
  await page.goto('/glossary');
  const lastLink = page.locator('.theme-doc-markdown > p a').last();
  const firstLink = page.locator('.theme-doc-markdown > p a').first();
  expect(await rendered(firstLink), 'an entry on screen is laid out').toBe(true);
  // Chromium decides which auto blocks to skip in a rendering update; on a loaded machine the page
  // can finish loading before that first update has come (CI once saw the last entry still shown).
  await expect.poll(() => rendered(lastLink), {message: 'an entry far below waits'}).toBe(false);
  await lastLink.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(lastLink)).toBe(true);
  // Laying out the blocks the scroll passed can move the entry (their heights were estimates until
  // then; a loaded CI machine once saw it pushed off screen): a second scroll must find it laid out.
  await lastLink.scrollIntoViewIfNeeded();
  await expect(lastLink).toBeInViewport();
  expect(await rendered(lastLink)).toBe(true);
});

test('the glossary: a jump to an entry far down lands on it with its text laid out', async ({page}) => {
  await page.goto('/glossary#webhook');
  const heading = page.locator('#webhook');
  await expect(heading).toBeInViewport();
  const text = page.locator('#webhook + p');
  await expect.poll(() => rendered(text.locator('a').first())).toBe(true);
  await expect(text).toBeInViewport({ratio: 0.5});
});

test('the glossary does not shift as it loads: what is on screen at first is laid out at once', async ({page}) => {
  await trackLayoutShift(page);
  await gotoHydrated(page, '/glossary');
  // Lighthouse reports CLS to three decimals; a shift of 0.00005 (a sub-pixel move) came once on a
  // loaded CI machine. A placeholder height on the first screen shifted the page by 0.0265.
  expect(await layoutShift(page), 'cumulative layout shift').toBeLessThan(0.001);
});
