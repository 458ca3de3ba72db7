/**
 * Scores the site search on the evaluation set: for each query, the rank of the first page among
 * its targets in the first `cutoff` results. Shared by scripts/search/evaluate.ts and the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {search} from '../../plugins/search/rank';
import type {IndexFile, LoadedIndex} from '../../plugins/search/searchIndex';
import {withContentTexts, type PageTexts} from '../../plugins/search/contentTexts';
import {postingsFile, textsFile} from '../../plugins/search/indexUrl';
import {withPostings, type PostingShard} from '../../plugins/search/postingShards';

export type EvaluationQuery = {query: string; class: string; targets: string[]; holdout: boolean};
export const cutoff = 8;

export function loadEvaluationSet(): EvaluationQuery[] {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'tests', 'search', 'evaluation.json'), 'utf8')) as EvaluationQuery[];
}

/** The all-areas index file of a build (the one the home page searches) as the site publishes it. */
export function readPublishedIndex(buildDir: string): IndexFile {
  return read(buildDir, allAreasIndexFile(buildDir)) as IndexFile;
}

/**
 * The all-areas index file of a build with its postings and its sections' texts read back from
 * their files: what the worker has once it has downloaded them.
 */
export function readBuiltIndex(buildDir: string) {
  const file = allAreasIndexFile(buildDir);
  const indexed = withPostings(readPublishedIndex(buildDir), (shard) => read(buildDir, postingsFile(file, '', shard)) as PostingShard);
  return withContentTexts(indexed, (page) => read(buildDir, textsFile(file, page)) as PageTexts);
}

function allAreasIndexFile(buildDir: string): string {
  const file = fs.readdirSync(buildDir).find((name) => /^search-index-[0-9a-f]{8}\.json$/.test(name));
  if (!file) throw new Error(`no all-areas search index in ${buildDir}: run the build first`);
  return file;
}

const read = (buildDir: string, name: string) => JSON.parse(fs.readFileSync(path.join(buildDir, name), 'utf8')) as unknown;

const route = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '') || '/';

/** Recall@cutoff and MRR of queries whose first target page is at `rank` (0: not in the first `cutoff`). */
function scores(ranks: readonly {rank: number}[]) {
  const recall = ranks.filter(({rank}) => rank > 0).length / Math.max(1, ranks.length);
  const mrr = ranks.reduce((sum, {rank}) => sum + (rank > 0 ? 1 / rank : 0), 0) / Math.max(1, ranks.length);
  return {recall, mrr};
}

export function evaluate(index: LoadedIndex, queries: readonly EvaluationQuery[]) {
  const ranks = queries.map((query) => {
    const pages = search(index, query.query, cutoff).map((row) => route(row.document.u));
    const rank = pages.findIndex((page) => query.targets.map(route).includes(page)) + 1;
    return {query, rank, pages};
  });
  const {recall, mrr} = scores(ranks);
  const lines = [`${ranks.length} queries: recall@${cutoff} ${(recall * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}`];
  const classes = [...new Set(queries.map((query) => query.class))].map((name) => {
    const own = ranks.filter(({query}) => query.class === name);
    const score = scores(own);
    lines.push(`  ${name.padEnd(14)} ${String(own.length).padStart(3)}  recall ${(score.recall * 100).toFixed(1).padStart(5)} %  MRR ${score.mrr.toFixed(3)}`);
    return {name, ...score};
  });
  const misses = ranks.filter(({rank}) => rank !== 1);
  if (misses.length > 0) lines.push('not first:');
  for (const {query, rank, pages} of misses)
    lines.push(
      `  ${rank === 0 ? 'MISS' : `#${rank}  `} ${query.query}  → want ${query.targets.join(' | ')}; got ${pages.slice(0, 3).join(', ') || '(nothing)'}`,
    );
  return {recall, mrr, classes, misses: ranks.filter(({rank}) => rank === 0), text: lines.join('\n')};
}
