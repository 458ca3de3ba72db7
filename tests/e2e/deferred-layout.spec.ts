// Long pages of Japanese text lay out only what is near the screen (blocks marked by
// src/remark/deferredLayout.ts, content-visibility: auto in src/css/custom.css; BENCHMARKS.md,
// Lighthouse): a block far below is skipped on load, laid out when the reader scrolls to it or jumps
// to an entry.
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

test('the glossary: the blocks far below stay deferred while the app takes over', async ({page}) => {
  await page.addInitScript(() => {
    // Docusaurus's head manager rewrites the html element's classes in steps as the app starts. At
    // each step, whether the last block is still deferred; a block let go is laid out at once.
    const steps: string[] = [];
    Object.assign(window, {deferralSteps: steps});
    new MutationObserver(() => {
      const last = [...document.querySelectorAll('.theme-doc-markdown > p')].at(-1);
      if (last) steps.push(`${document.documentElement.className}: ${getComputedStyle(last).contentVisibility}`);
    }).observe(document, {attributes: true, attributeFilter: ['class'], subtree: true});
  });
  await gotoHydrated(page, '/glossary');
  const steps = await page.evaluate(() => (window as unknown as {deferralSteps: string[]}).deferralSteps);
  expect(steps.length, 'class changes seen').toBeGreaterThan(0);
  expect(steps.filter((step) => !step.endsWith(': auto'))).toEqual([]);
});
