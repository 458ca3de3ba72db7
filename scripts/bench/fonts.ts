/**
 * What the first use of a Japanese font face costs the page that lays it out: the layout time of
 * a small page in a fresh browser (a renderer that has not used the font yet, as for a reader's
 * first page of the site), 4× CPU slowdown as Lighthouse's mobile preset, for
 * Latin text, Japanese text, Japanese text with a bold heading (a second face), and that with
 * code, in the site's text and code stacks (src/css/custom.css) and in the stock site's (Infima's).
 * Medians of 5.
 *   npm run bench:fonts
 * A diagnostic beside bench:profile: it explains part of the layout time of every Japanese page
 * that the stock English docs page does not pay (BENCHMARKS.md).
 */
import {launch} from './lib/browser';
import {fontStacks} from './lib/font-stacks';
import {median, printTable, writeResult} from './lib/report';

const RUNS = 5;
const stacks = fontStacks();
const heading = '<h1>ID トークンの検証</h1>';
const japanese = '<p>このページでは、ソーシャルアカウントでログインし、ID トークンを検証する方法を説明します。</p>';
const texts = {
  'Latin paragraph': '<p>This page explains how to sign in with a social account and verify the ID token.</p>',
  'Japanese paragraph': japanese,
  'Japanese paragraph and a bold heading': heading + japanese,
  'the same and code with Japanese': `${heading}${japanese}<p><code>https://{サービスID}.auth.socialplus.jp</code></p>`,
};

/** Layout time (ms, at 4× slowdown) of one page in a browser of its own. */
async function firstLayout({text, monospace}: {text: string; monospace: string}, body: string): Promise<number> {
  const browser = await launch();
  try {
    const context = await browser.newContext({locale: 'ja-JP'});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Performance.enable');
    await page.setContent(
      `<!doctype html><html lang="ja"><head><meta charset="utf-8"><style>body{font-family:${text}}code{font-family:${monospace}}</style></head><body>${body}</body></html>`,
    );
    // The first frame after load: layout is done by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const {metrics} = await cdp.send('Performance.getMetrics');
    return Math.round((metrics.find((metric) => metric.name === 'LayoutDuration')?.value ?? NaN) * 1000);
  } finally {
    await browser.close();
  }
}

async function main() {
  const rows = [];
  for (const [text, body] of Object.entries(texts)) {
    for (const [stack, fonts] of Object.entries(stacks)) {
      const runs: number[] = [];
      // In turns with nothing else, so a change in the machine's load falls on every row alike.
      for (let run = 0; run < RUNS; run += 1) runs.push(await firstLayout(fonts, body));
      rows.push({text, stack, layoutMs: median(runs), runs: runs.join(', ')});
    }
  }
  printTable(`First layout in a fresh browser, 4× CPU slowdown (ms, medians of ${RUNS})`, rows);
  writeResult('fonts', {stacks, rows});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
