/**
 * Where a page's main-thread time goes: loads each page given (default: one of each kind) in
 * Chromium at 4× CPU slowdown (Lighthouse's mobile figure), with a fresh context, records a trace,
 * and prints every task over 50 ms with what it spent its time on (layout, style, script
 * evaluation, function calls by script), when the first contentful paint came, and the blocking
 * time after it (each task's part over 50 ms). Figures from one run each; for reading, not budgets.
 *   npm run bench:profile -- /social-login/setup /social-login/references/api/map
 * `--stock` profiles the stock Docusaurus site instead (default: its docs page), for comparison.
 */
import type {Browser} from '@playwright/test';
import {pathArgs} from './lib/args';
import {launch, newContext} from './lib/browser';
import {preparedBuild, preparedStockBuild} from './lib/prepared-build';
import {PAGE_KINDS} from './lib/site';
import {STOCK_PAGES} from './lib/stock-site';
import {serveStatic} from '../lib/static-server';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur: number;
  args?: {name?: string; data?: {url?: string; functionName?: string}};
};

const TASK_PARTS =
  /^(EvaluateScript|FunctionCall|ParseHTML|UpdateLayoutTree|Layout|Paint|PrePaint|v8\.compile|TimerFire|FireAnimationFrame|EventDispatch|MajorGC|MinorGC|ParseAuthorStyleSheet|HitTest)$/;

const script = (event: TraceEvent) =>
  String(event.args?.data?.url ?? '')
    .split('/')
    .pop() || 'page';

async function profile(browser: Browser, url: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({width: 412, height: 823});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: ['loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute']});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(4000);
  const {traceEvents: events} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
  await context.close();

  const renderer = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  )!;
  const onMain = events.filter((e) => e.pid === renderer.pid && e.tid === renderer.tid && e.ph === 'X');
  const start = Math.min(...onMain.map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === renderer.pid)?.ts ?? start;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  const rows = tasks.map((task) => {
    const end = task.ts + task.dur;
    blocking += Math.max(0, end - Math.max(task.ts + 50_000, fcp)) / 1000;
    const parts = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > end || !TASK_PARTS.test(e.name)) continue;
      const name = /EvaluateScript|FunctionCall|v8\.compile/.test(e.name) ? `${e.name} ${script(e)}` : e.name;
      parts.set(name, (parts.get(name) ?? 0) + e.dur / 1000);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
    return `  ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`;
  });
  // The page's whole layout and style time, in long tasks or not: what the size of its DOM and its fonts cost.
  const total = (name: string) => Math.round(onMain.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur, 0) / 1000);
  return {fcpMs: Math.round((fcp - start) / 1000), blockingMs: Math.round(blocking), layoutMs: total('Layout'), styleMs: total('UpdateLayoutTree'), rows};
}

async function main() {
  const paths = pathArgs();
  const stock = process.argv.includes('--stock');
  const server = await serveStatic(stock ? preparedStockBuild() : preparedBuild());
  const defaults = stock ? STOCK_PAGES : PAGE_KINDS;
  const browser = await launch();
  for (const path of paths.length > 0 ? paths : defaults.map((k) => k.path)) {
    const {fcpMs, blockingMs, layoutMs, styleMs, rows} = await profile(browser, server.url + path);
    console.log(
      `\n${decodeURIComponent(path)}: first contentful paint at ${fcpMs} ms, blocking after it ${blockingMs} ms, layout ${layoutMs} ms, style ${styleMs} ms in all (4× CPU slowdown)`,
    );
    console.log(rows.join('\n') || '  no task over 50 ms');
  }
  await browser.close();
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
