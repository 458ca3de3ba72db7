// Code, tests and docs name a requirement by what it says ("the progress bar is the only loading
// indicator"), never by a reference a newcomer to the repository cannot follow: a number in the
// project's issue tracker, or a document kept outside the repository (the specification and its
// facts and routes, the team's shared guides).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';

const root = path.resolve(__dirname, '..', '..');

/** What a reference looks like, and what to write instead. */
const references: {kind: string; pattern: RegExp}[] = [
  {kind: 'an issue number', pattern: /\bissues?\s*#?\s*\d+|イシュー\s*#?\s*\d+/gi},
  // The word in upper case only: "spec" is also the Playwright suffix (crash.spec.ts).
  {kind: 'the specification', pattern: /\bSPEC(?:\.md)?\b|\b[Ss]pec\.md\b/g},
  {kind: 'the facts document', pattern: /\bfacts\.md\b/gi},
  {kind: 'the routes document', pattern: /\broutes\.md\b/gi},
  {kind: 'the shared guides', pattern: /\bguides\/(?:architecture|writing|testing)\.md\b|\/work\/shared\b/gi},
];

/** Relative paths to a `shared` folder: plugins/shared and samples/shared are followable, a folder outside the repository is not. */
const sharedFolder = /((?:\.\.\/)+)shared\//g;

type Hit = {line: number; kind: string; text: string};

function referencesIn(text: string, file: string): Hit[] {
  const hits: Hit[] = [];
  text.split('\n').forEach((line, index) => {
    for (const {kind, pattern} of references) {
      for (const match of line.matchAll(pattern)) {
        hits.push({line: index + 1, kind, text: match[0]});
      }
    }
    for (const match of line.matchAll(sharedFolder)) {
      const folder = path.resolve(path.dirname(path.join(root, file)), match[1], 'shared');
      const inside = folder.startsWith(root + path.sep) && fs.existsSync(folder);
      if (!inside) hits.push({line: index + 1, kind: 'a folder outside the repository', text: match[0]});
    }
  });
  return hits;
}

// This file names what it looks for; no other file needs to.
const self = path.relative(root, __filename).split(path.sep).join('/');

/** The repository's files: git's (tracked, and new ones not ignored), or, outside a git worktree, a walk of the tree without what is installed or generated. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => fs.existsSync(path.join(root, file)));
  } catch {
    const generated = new Set([
      '.git',
      'node_modules',
      'build',
      '.docusaurus',
      'build-variant',
      'test-results',
      'playwright-report',
      'bench-results',
      '.stryker-tmp',
    ]);
    return filesUnder(root, {skip: (name) => generated.has(name)}).map((file) => path.relative(root, file).split(path.sep).join('/'));
  }
}

test('each kind of reference is found, and followable ones are not', () => {
  const found = (line: string, file = 'docs/page.mdx') => referencesIn(line, file).map((hit) => `${hit.line}:${hit.kind}`);
  assert.deepEqual(found('a\n// Issue 16: every kind'), ['2:an issue number']);
  assert.deepEqual(found('issue #16 and issues 14'), ['1:an issue number', '1:an issue number']);
  assert.deepEqual(found('(SPEC 9 節) and section 9 of SPEC.md'), ['1:the specification', '1:the specification']);
  assert.deepEqual(found("source: 'facts.md (users)'; see ROUTES.md"), ['1:the facts document', '1:the routes document']);
  assert.deepEqual(found('/work/shared/guides/testing.md'), ['1:the shared guides', '1:the shared guides']);
  assert.deepEqual(found('see ../shared/spec/facts.md', 'README.md'), ['1:the facts document', '1:a folder outside the repository']);
  // In-repository folders, URLs of other projects' trackers, the Playwright suffix, a word in a sentence.
  assert.deepEqual(found("import {x} from '../shared/files';", 'plugins/search/index.ts'), []);
  assert.deepEqual(found("import {page} from '../shared/site';", 'samples/hybrid/app.ts'), []);
  assert.deepEqual(found('https://github.com/facebook/docusaurus/issues/10123 crash.spec.ts, the spec of OpenID Connect, an issue to file'), []);
});

test('no file cites a requirement by an issue number or a document outside the repository', () => {
  const files = repositoryFiles().filter((file) => file !== self);
  assert.ok(files.length > 100, `only ${files.length} files found under ${root}`);
  const hits = files.flatMap((file) => {
    const bytes = fs.readFileSync(path.join(root, file));
    if (bytes.includes(0)) return []; // images and fonts
    return referencesIn(bytes.toString('utf8'), file).map((hit) => `${file}:${hit.line}: ${hit.kind} ("${hit.text}")`);
  });
  assert.equal(hits.length, 0, `name the requirement itself, not where it was written:\n${hits.join('\n')}`);
});
