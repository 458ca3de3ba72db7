// One Lighthouse run (mobile preset, the default config) of a page, Google's requests blocked, on
// Debian's Chromium started by chrome-launcher (a fresh browser per run), and the median of several.
import {median} from './report';
import {chromiumPath} from '../../browser-path';
import {requireJapaneseFont} from './fonts';
import {openFonts} from './fonts-open';

export type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  losses: string;
  cpuIndex: number;
};
/** A main-thread task of the run as Lighthouse simulates it (4× CPU slowdown): when it starts, how long, whose. */
export type LongTask = {source: string; startMs: number; durationMs: number};

/** What explains the performance figures of a run. */
export type Details = {scripts: {source: string; scriptingMs: number}[]; longTasks: LongTask[]; shifts: {element: string; score: number}[]};

type Item = {url?: string; scripting?: number; score?: number; node?: {selector?: string}; startTime?: number; duration?: number};

/** Whose time it is: the page's own (its HTML's parsing, style and layout), a script's by its file, or unattributable. */
const sourceOf = (url: string | undefined, pageUrl: string) =>
  url === pageUrl ? 'page' : url?.startsWith('http') ? (url.split('/').pop() ?? url) : url || 'unattributable';

/** The `count` items with the most of `figure`, most first. */
const largest = (items: Item[], figure: 'duration' | 'scripting', count: number) =>
  [...items].sort((a, b) => (b[figure] ?? 0) - (a[figure] ?? 0)).slice(0, count);

/** The run's longest tasks (Lighthouse's long-tasks audit), longest first, each named by its source. */
export function longestTasks(items: Item[], pageUrl: string, count = 3): LongTask[] {
  return largest(items, 'duration', count).map((item) => ({
    source: sourceOf(item.url, pageUrl),
    startMs: Math.round(item.startTime ?? 0),
    durationMs: Math.round(item.duration ?? 0),
  }));
}

/**
 * One Lighthouse run. `applied`: real network and CPU throttling (throttlingMethod devtools) instead
 * of the simulation, which leaves out what a worker downloads (the stock search plugin's worker
 * fetches its index itself; ours is fetched by the page and handed over). `fontsOpen`: the fresh
 * browser first shows both sites' fonts (the `fonts-open` state, ./states.ts).
 */
export async function lighthouse(url: string, {applied = false, fontsOpen = false} = {}): Promise<Scores & {details: Details}> {
  // Both packages are ESM only; this file is CommonJS.
  const {default: run} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  requireJapaneseFont();
  const chrome = await launch({chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox']});
  try {
    if (fontsOpen) await openFonts(chrome.port);
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
      ...(applied ? {throttlingMethod: 'devtools' as const} : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const {categories, audits} = result.lhr;
    const items = (id: string) => (audits[id]?.details as {items?: Item[]} | undefined)?.items ?? [];
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // The audits that cost points outside performance (scored, failing), to explain a miss.
    const losses = ['accessibility', 'best-practices']
      .flatMap((id) => categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      losses: losses.join(' '),
      // Lighthouse's own CPU yardstick: simulated throttling scales what this machine measured.
      cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
      details: {
        scripts: largest(items('bootup-time'), 'scripting', 5).map((item) => ({
          source: sourceOf(item.url, result.lhr.finalDisplayedUrl),
          scriptingMs: Math.round(item.scripting ?? 0),
        })),
        longTasks: longestTasks(items('long-tasks'), result.lhr.finalDisplayedUrl),
        shifts: items('layout-shifts').map((item) => ({element: item.node?.selector ?? '?', score: Number((item.score ?? 0).toFixed(3))})),
      },
    };
  } finally {
    chrome.kill();
  }
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'cpuIndex'] as const;

/**
 * Each figure the median of the runs' own, so that the speed goal compares median TBTs (taken from
 * the run with the median score, it was one run's TBT, which swings 2× between runs); what explains
 * a score (its losses, the details) comes from the run whose score is the median one.
 */
export function medianOfRuns<Run extends Scores>(results: Run[]): Run {
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const medians = Object.fromEntries(FIGURES.map((figure) => [figure, median(results.map((run) => run[figure]))]));
  return {...byScore[Math.floor(byScore.length / 2)], ...medians};
}
