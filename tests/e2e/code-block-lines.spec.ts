// Code blocks with line numbers and highlighted lines, which no page uses yet: they take the theme's
// own Line component instead of the one HTML string of plain blocks. The page is in the test-only
// variant build (_dogfooding/pages/code-block-lines.md).
import {test, expect, type Locator} from '@playwright/test';
import {buildVariant} from './support/variant-build';
import {hydrated, renderedAfterHydration} from './support/guards';
import {serveStatic} from '../../scripts/lib/static-server';

test.describe.configure({mode: 'serial'});

let variant: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  variant = await serveStatic(buildVariant(), '/variant/');
});

test.afterAll(async () => {
  await variant?.close();
});

/** Each line of a block: its text, whether it is highlighted, whether it has a number, its token kinds. */
const linesOf = (block: Locator) =>
  block.locator('.token-line').evaluateAll((lines) =>
    lines.map((line) => ({
      text: line.querySelector('[class*="codeLineContent"]')?.textContent ?? line.textContent,
      highlighted: line.classList.contains('theme-code-block-highlighted-line'),
      numbered: line.querySelector('[class*="codeLineNumber"]') !== null,
      tokens: [...line.querySelectorAll('.token')].map((token) => `${token.className.replace(/^token ?/, '')}:${token.textContent}`),
    })),
  );

for (const javaScript of [false, true]) {
  test(`line numbers and highlighted lines, ${javaScript ? 'once the app has taken over' : 'as the server sends them (no JavaScript)'}`, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: javaScript});
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Every line the server sent, to tell whether the app built them again.
      document.addEventListener('DOMContentLoaded', () => {
        for (const line of document.querySelectorAll('.token-line')) (line as HTMLElement & {sent?: true}).sent = true;
      });
    });
    await page.goto(`${variant.url}/variant/__e2e/code-block-lines`);
    if (javaScript) await hydrated(page);
    const [numbered, fromFive, magicComment] = await page.locator('article pre, main pre').all();

    const numberedLines = await linesOf(numbered);
    expect(numberedLines.map(({text, highlighted, numbered}) => ({text, highlighted, numbered}))).toEqual([
      {text: 'const first = 1;', highlighted: false, numbered: true},
      {text: 'const second = 2;', highlighted: true, numbered: true},
      {text: 'const sum = first + second;', highlighted: false, numbered: true},
    ]);
    // The build-time tokens reach numbered lines too (plain text has no kind).
    expect(numberedLines[2].tokens).toEqual(['keyword:const', ': sum ', 'operator:=', ': first ', 'operator:+', ': second', 'punctuation:;']);
    // Numbers are a CSS counter, reset to one before the first line.
    await expect(numbered.locator('code')).toHaveCSS('counter-reset', 'line-count 0');
    await expect(fromFive.locator('code')).toHaveCSS('counter-reset', 'line-count 4');
    expect((await linesOf(fromFive)).map(({text, numbered}) => ({text, numbered}))).toEqual([
      {text: 'const fifth = 5;', numbered: true},
      {text: 'const sixth = 6;', numbered: true},
    ]);

    // A magic comment highlights the next line and is itself left out.
    expect((await linesOf(magicComment)).map(({text, highlighted, numbered}) => ({text, highlighted, numbered}))).toEqual([
      {text: 'const highlighted = true;', highlighted: true, numbered: false},
      {text: 'const plain = false;', highlighted: false, numbered: false},
    ]);

    if (javaScript) {
      await renderedAfterHydration(page);
      const rebuilt = await page.locator('.token-line').evaluateAll((lines) => lines.filter((line) => !(line as HTMLElement & {sent?: true}).sent).length);
      expect(rebuilt, 'lines the app built again').toBe(0);
    }
    await context.close();
  });
}
