// The `fonts-open` state (./states.ts): before a Lighthouse run, the fresh browser shows a page in
// both sites' fonts, so that their font files are open as in a browser that has shown Japanese text.
import {chromium} from '@playwright/test';
import {fontStacks} from './font-stacks';

// Both sites' text and code stacks, in every face their pages use (regular, bold, italic), with
// Japanese and Latin text, and a button (buttons do not inherit the page's font). A data: URL
// touches neither site's origin, so nothing but the fonts is warm.
function makeFontsPage(): string {
  const paragraphs = Object.values(fontStacks())
    .flatMap(({text, monospace}) => [text, monospace])
    .map(
      (stack) => `<p style="font-family:${stack.replace(/"/g, "'")}">日本語の本文 Latin text <b>太字 bold</b> <i>斜体 italic</i> <b><i>太字の斜体</i></b></p>`,
    );
  return `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html lang="ja"><meta charset="utf-8">${paragraphs.join('')}<button>ボタン button</button></html>`)}`;
}

/** Made at the first run, the same for every run after it. */
let fontsPage: string | undefined;

/** Shows the fonts page in the browser listening on `port`, so that its font files are open. */
export async function openFonts(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto((fontsPage ??= makeFontsPage()));
    // The fonts open in the first layout; a frame after it makes sure it has happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.close();
  } finally {
    await browser.close();
  }
}
