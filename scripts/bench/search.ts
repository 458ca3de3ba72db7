/**
 * Search: the size of each index file (raw and gzip), the time from the first focus of the navbar
 * search box to the first suggestions of a Japanese query (index not yet loaded, median of 5 fresh
 * contexts), and the time of one query in the index, measured in Node with the worker's parts:
 * lunr with its Japanese support, the project tokenizer, one term clause per token.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lunr from 'lunr';
import {kb, median, printTable, siteDir, writeResult} from './lib/report';
import {launch, newContext} from './lib/browser';
import {preparedBuild} from './lib/prepared-build';
import {serveBuild} from './lib/site';
import {tokenize} from '../../plugins/search-query-tokenizer/tokenize';

/* eslint-disable @typescript-eslint/no-require-imports */
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/tinyseg')(lunr);
require('lunr-languages/lunr.ja')(lunr);

const RUNS = 5;
const QUERY = 'ログイン';

async function firstSuggestions(url: string): Promise<number[]> {
  const browser = await launch();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${url}/social-login/`, {waitUntil: 'networkidle'});
    const box = page.locator('.navbar__items--right input.navbar__search-input');
    const focusedAt = await box.evaluate((input) => {
      (input as HTMLInputElement).focus();
      return performance.now();
    });
    await box.pressSequentially(QUERY);
    await page.locator('.navbar__search [role="listbox"] [role="option"]').first().waitFor();
    times.push(Math.round((await page.evaluate(() => performance.now())) - focusedAt));
    await context.close();
  }
  await browser.close();
  return times;
}

type SearchIndexPart = {documents: unknown[]; index: object};

function queryTimes(buildDir: string) {
  const file = fs.readdirSync(buildDir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f))!;
  const parts = (JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexPart[]).map((part) => lunr.Index.load(part.index));
  const queries = (JSON.parse(fs.readFileSync(path.join(siteDir, 'tests', 'search-queries.json'), 'utf8')) as {query: string}[]).map((c) => c.query);
  const run = (query: string) => {
    const tokens = tokenize(query, ['ja']);
    for (const index of parts) {
      index.query((q) => tokens.forEach((token) => q.term(token, {wildcard: lunr.Query.wildcard.TRAILING})));
    }
  };
  queries.forEach(run); // warm up, as the worker is after the first query
  return queries.map((query) => {
    const start = process.hrtime.bigint();
    run(query);
    return {query, ms: Number(process.hrtime.bigint() - start) / 1e6};
  });
}

async function main() {
  const buildDir = preparedBuild();
  const indexes = fs
    .readdirSync(buildDir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((file) => {
      const raw = fs.readFileSync(path.join(buildDir, file));
      return {file, rawKB: kb(raw.length), gzipKB: kb(zlib.gzipSync(raw, {level: 6}).length)};
    });
  printTable('Search index files (KB)', indexes);

  const server = await serveBuild(buildDir);
  const focus = await firstSuggestions(server.url);
  await server.close();
  printTable(`First focus to first suggestions for 「${QUERY}」 on /social-login/ (ms, ${RUNS} fresh contexts)`, [
    {runs: focus.join(', '), median: median(focus), budget: 300},
  ]);

  const queries = queryTimes(buildDir);
  const ms = queries.map((q) => q.ms);
  printTable(`One query in the all-areas index, ${queries.length} queries of tests/search-queries.json (ms)`, [
    {median: median(ms).toFixed(2), max: Math.max(...ms).toFixed(2), slowest: queries.sort((a, b) => b.ms - a.ms)[0]!.query, budget: 20},
  ]);
  writeResult('search', {indexes, firstSuggestionsMs: {runs: focus, median: median(focus)}, queryMs: {median: median(ms), max: Math.max(...ms), queries}});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
