// The states the Lighthouse benchmarks measure in. `idle`: nothing else runs. `busy-core`: one
// core kept busy (./busy-core.ts), the slow state. `fonts-open`: idle, and each fresh browser has
// first shown Japanese text, as a Japanese reader's browser has. Lighthouse starts a new browser
// for every run, so in the other states each Japanese page pays for opening the system's Japanese
// font files inside its first layout, which an English page such as the stock docs page does not;
// this state shows what is left when both sites start from open fonts.
import {chromium} from '@playwright/test';
import {busyCore} from './busy-core';
import {fontStacks} from './font-stacks';

export const STATES = ['idle', 'busy-core', 'fonts-open'] as const;
export type State = (typeof STATES)[number];

/** Puts the machine into `state` for the runs; `leave` puts it back. */
export function enterState(state: State): {fontsOpen: boolean; leave: () => void} {
  const busy = state === 'busy-core' ? busyCore() : undefined;
  return {fontsOpen: state === 'fonts-open', leave: () => busy?.stop()};
}

// Both sites' font stacks and the code stack, in every face their pages use (regular, bold,
// italic), with Japanese and Latin text, and a button (buttons do not inherit the page's font). A
// data: URL touches neither site's origin, so nothing but the fonts is warm.
function fontsPage(): string {
  const {text, monospace} = fontStacks();
  const paragraphs = [...Object.values(text), monospace].map(
    (stack) => `<p style="font-family:${stack.replace(/"/g, "'")}">日本語の本文 Latin text <b>太字 bold</b> <i>斜体 italic</i> <b><i>太字の斜体</i></b></p>`,
  );
  return `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html lang="ja"><meta charset="utf-8">${paragraphs.join('')}<button>ボタン button</button></html>`)}`;
}

/** Shows the fonts page in the browser listening on `port`, so that its font files are open. */
export async function openFonts(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(fontsPage());
    // The fonts open in the first layout; a frame after it makes sure it has happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.close();
  } finally {
    await browser.close();
  }
}
