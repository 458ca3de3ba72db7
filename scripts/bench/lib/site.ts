// A private copy of the site for benchmarks, so they never touch the working tree's build/ or
// .docusaurus/. The builds are served by scripts/lib/static-server.ts.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteDir} from './report';

// Build output, installed packages and tool results (Stryker's sandboxes among them, which come
// and go while it runs): top-level folders a copy does without.
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  'build-variant',
  '.docusaurus',
  '.git',
  'bench-results',
  'test-results',
  'playwright-report',
  '.stryker-tmp',
]);

/**
 * Copies the committed-or-not working tree (without build output and node_modules) to a temp folder.
 */
export function copySite(name: string): string {
  const dir = emptyCopyDir(name);
  fs.cpSync(siteDir, dir, {recursive: true, filter: (source) => !NOT_COPIED.has(path.relative(siteDir, source))});
  return finishCopy(dir);
}

/** A commit of the site (`git archive`) in a temp folder, to build beside the working tree. */
export function copyCommit(name: string, revision: string): string {
  const dir = emptyCopyDir(name);
  const archive = execFileSync('git', ['archive', '--format=tar', revision], {cwd: siteDir, maxBuffer: 1 << 30});
  execFileSync('tar', ['-x', '-C', dir], {input: archive});
  return finishCopy(dir);
}

function emptyCopyDir(name: string): string {
  const dir = path.join(os.tmpdir(), `socialplus-bench-${name}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir);
  return dir;
}

/**
 * A `.git` file points the copy at the working tree's repository, so that its build reads each
 * page's last commit and shows the last-updated date as the deployed site does (the build only
 * reads the history; outside git it would leave the dates out and weigh a little less). Then the
 * installed packages.
 */
function finishCopy(dir: string): string {
  const git = path.join(siteDir, '.git');
  if (fs.existsSync(git)) {
    // A clone has a .git folder; a git worktree has a .git file that already points at one.
    if (fs.statSync(git).isDirectory()) fs.writeFileSync(path.join(dir, '.git'), `gitdir: ${git}\n`);
    else fs.copyFileSync(git, path.join(dir, '.git'));
  }
  linkModules(dir);
  return dir;
}

/**
 * Our installed packages for a copy without installing: node_modules is a folder of links to the
 * working tree's packages, but its .cache (the bundler's persistent cache) is the copy's own, so a
 * cold build here empties nothing the working tree or other copies use.
 */
export function linkModules(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(modules, entry));
  }
}

/** Builds the copy (with another config file of the copy if given); returns the build folder. */
export function buildSite(dir: string, configFile?: string): string {
  execFileSync('npx', ['docusaurus', 'build', ...(configFile ? ['--config', configFile] : [])], {cwd: dir, stdio: 'ignore'});
  return path.join(dir, 'build');
}

/** The navbar's search box. */
export const SEARCH_BOX = '.navbar__items--right input.navbar__search-input';

/** A page of each search area (src/config/search.ts), and the home page, which searches all of them. */
export const SEARCH_AREA_PAGES: {area: string; page: string}[] = [
  {area: 'message', page: '/message/'},
  {area: 'social-login/legacy', page: '/social-login/legacy/'},
  {area: 'social-login', page: '/social-login/'},
  {area: 'all areas (home)', page: '/'},
];

/** One page of each kind, as the benchmarks compare them with a stock page. */
export const PAGE_KINDS: {kind: string; path: string}[] = [
  {kind: 'home', path: '/'},
  {kind: 'guide', path: '/social-login/setup'},
  {kind: 'API page', path: '/social-login/references/api/map'},
  {kind: 'tag page', path: '/tags/line'},
  {kind: 'blog post', path: '/blog/new-welcome'},
  {kind: 'search page', path: '/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'},
  {kind: 'glossary', path: '/glossary'},
  {kind: 'slugger', path: '/slugger/'},
];
