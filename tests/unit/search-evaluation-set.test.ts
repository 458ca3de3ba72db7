// The search evaluation set (tests/search/evaluation.json) checked as data: its size, its
// classes, its targets against the route contract, no repeated queries, and the set-aside fifth.
// This test does not run the search; it keeps the set that the search is measured on well formed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {routes} from '../lib/docs.ts';
import {siteDir} from '../lib/content.ts';

const classes = ['mixed-script', 'question', 'identifier', 'synonym', 'variant', 'title', 'hiragana', 'english'] as const;
// Readers' hiragana typed without conversion and their English words: at least 35 queries each.
const minimumPerClass: Partial<Record<QueryClass, number>> = {hiragana: 35, english: 35};
type QueryClass = (typeof classes)[number];
type Entry = {query: string; class: QueryClass; targets: string[]; holdout: boolean};

const setFile = path.join(siteDir, 'tests', 'search', 'evaluation.json');
const entries = JSON.parse(fs.readFileSync(setFile, 'utf8')) as Entry[];
const label = (entry: Entry) => `${JSON.stringify(entry.query)} (${entry.class})`;

test('the set is an array of entries {query, class, targets, holdout}', () => {
  assert.ok(Array.isArray(entries), 'evaluation.json must hold a JSON array');
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const where = `entry ${i} ${JSON.stringify(entry?.query)}`;
    const keys = Object.keys(entry ?? {})
      .sort()
      .join();
    if (keys !== 'class,holdout,query,targets') problems.push(`${where}: keys are [${keys}]`);
    if (typeof entry.query !== 'string' || entry.query.trim() === '' || entry.query !== entry.query.trim()) {
      problems.push(`${where}: query must be a non-empty string without leading or trailing spaces`);
    }
    if (!(classes as readonly string[]).includes(entry.class)) problems.push(`${where}: unknown class ${JSON.stringify(entry.class)}`);
    if (typeof entry.holdout !== 'boolean') problems.push(`${where}: holdout must be true or false`);
    if (!Array.isArray(entry.targets) || entry.targets.length < 1 || entry.targets.length > 3) {
      problems.push(`${where}: needs 1 to 3 targets`);
    } else if (new Set(entry.targets).size !== entry.targets.length) {
      problems.push(`${where}: a target is listed twice`);
    }
  });
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('the set has at least 150 queries', () => {
  assert.ok(entries.length >= 150, `only ${entries.length} queries; the evaluation needs at least 150`);
});

test('every class is present with at least 20 queries, the hiragana and English classes 35', () => {
  const counts = Object.fromEntries(classes.map((name) => [name, entries.filter((e) => e.class === name).length]));
  const short = classes.filter((name) => counts[name] < (minimumPerClass[name] ?? 20)).map((name) => `${name}: ${counts[name]}`);
  assert.deepEqual(short, [], `classes with too few queries: ${short.join(', ')}`);
});

test('every target is a route of tests/routes.json', () => {
  const known = new Set(routes.map((route) => route.path));
  const unknown = entries.flatMap((entry) => entry.targets.filter((target) => !known.has(target)).map((target) => `${label(entry)} → ${target}`));
  assert.deepEqual(unknown, [], `targets that are not routes:\n${unknown.join('\n')}`);
});

test('the targets cover the three areas and the introduction', () => {
  const targets = entries.flatMap((entry) => entry.targets);
  const areas: Record<string, (p: string) => boolean> = {
    introduction: (p) => !p.startsWith('/message') && !p.startsWith('/social-login'),
    message: (p) => p.startsWith('/message/'),
    'social-login (OpenID Connect)': (p) => p.startsWith('/social-login/') && !p.startsWith('/social-login/legacy/'),
    'social-login/legacy': (p) => p.startsWith('/social-login/legacy/'),
  };
  const thin = Object.entries(areas)
    .map(([name, inArea]) => [name, targets.filter(inArea).length] as const)
    .filter(([, count]) => count < 10)
    .map(([name, count]) => `${name}: ${count}`);
  assert.deepEqual(thin, [], `areas with fewer than 10 targets: ${thin.join(', ')}`);
});

test('no query is listed twice, also after NFKC, case and spaces are folded', () => {
  const fold = (query: string) => query.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  const seen = new Map<string, Entry>();
  const twice: string[] = [];
  for (const entry of entries) {
    const key = fold(entry.query);
    const first = seen.get(key);
    if (first) twice.push(`${label(entry)} repeats ${label(first)}`);
    else seen.set(key, entry);
  }
  assert.deepEqual(twice, [], `repeated queries:\n${twice.join('\n')}`);
});

test('mixed-script queries join Japanese and Latin letters or digits without a space', () => {
  const japanese = '\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー';
  const boundary = new RegExp(`[${japanese}][A-Za-z0-9]|[A-Za-z0-9][${japanese}]`, 'u');
  const without = entries.filter((e) => e.class === 'mixed-script' && !boundary.test(e.query)).map(label);
  assert.deepEqual(without, [], `mixed-script queries with no script boundary: ${without.join(', ')}`);
});

test('hiragana queries are hiragana and spaces only; English queries are Latin letters, spaces and hyphens only', () => {
  const shapes: Partial<Record<QueryClass, RegExp>> = {hiragana: /^[\p{Script=Hiragana}ー ]+$/u, english: /^[a-z][a-z -]*$/i};
  const off = entries.filter((e) => shapes[e.class] && !shapes[e.class]!.test(e.query)).map(label);
  assert.deepEqual(off, [], `queries not in their class's script: ${off.join(', ')}`);
});

test('a fifth of the set (18–22 %) is held out, in every class', () => {
  const held = entries.filter((entry) => entry.holdout);
  const share = held.length / entries.length;
  assert.ok(
    share >= 0.18 && share <= 0.22,
    `${held.length} of ${entries.length} queries held out (${(share * 100).toFixed(1)} %); keep it between 18 % and 22 %`,
  );
  const without = classes.filter((name) => !held.some((entry) => entry.class === name));
  assert.deepEqual(without, [], `classes with no held-out query: ${without.join(', ')}`);
  const onlyHeld = classes.filter((name) => !entries.some((entry) => entry.class === name && !entry.holdout));
  assert.deepEqual(onlyHeld, [], `classes with nothing left to tune on: ${onlyHeld.join(', ')}`);
});
