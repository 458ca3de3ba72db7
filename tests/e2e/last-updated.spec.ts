// Every doc page says when it last changed, and the date is that of its file's last commit in git
// (showLastUpdateTime; the deploy workflow checks out the whole history so that the dates are true).
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {publishedDocFiles} from '../lib/docs';
import {siteDir} from '../lib/content';
import {insideGitWorktree} from '../../src/config/vcs';
import {gotoHydrated, renderedAfterHydration} from './support/guards';
import {localeDataUses, watchLocaleData} from './support/locale-data';

const docs = publishedDocFiles();

/** The committer date of the file's last commit, as Docusaurus reads it. */
function lastCommit(file: string): string {
  const seconds = execFileSync('git', ['-c', 'log.showSignature=false', 'log', '--format=%ct', '--max-count=1', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  }).trim();
  return new Date(Number(seconds) * 1000).toISOString();
}

/** The UTC day of an ISO instant as a Japanese reader writes it: 2026-01-05T… is 2026年1月5日. */
function inJapanese(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

// Built outside a git worktree, the pages carry no date at all (src/config/vcs.ts).
const fromGit = insideGitWorktree(siteDir);

test('every doc page shows the date of its last commit', async ({request}) => {
  test.skip(!fromGit, 'built outside git: the next test checks that no page shows a date');
  expect(docs.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const doc of docs) {
    const html = await (await request.get(doc.permalink)).text();
    const shown = /<time datetime=([^ >]+) itemprop=dateModified>([^<]+)<\/time>/.exec(html);
    const expected = lastCommit(path.join(siteDir, doc.file));
    if (!shown) wrong.push(`${doc.permalink}: no last-updated date`);
    else if (shown[1] !== expected) wrong.push(`${doc.permalink}: ${shown[1]}, git says ${expected}`);
    else if (shown[2] !== inJapanese(expected)) wrong.push(`${doc.permalink}: the date reads ${shown[2]}, not ${inJapanese(expected)}`);
  }
  expect(wrong).toEqual([]);
});

test('outside git, no page shows a date rather than a wrong one', async ({request}) => {
  test.skip(fromGit, 'built in git: the test above checks every date');
  for (const doc of docs) expect(await (await request.get(doc.permalink)).text(), doc.permalink).not.toContain('itemprop=dateModified');
});

test('the date reads as a sentence in Japanese at the end of the page, and the app keeps it without Intl.DateTimeFormat', async ({page}) => {
  test.skip(!fromGit, 'built outside git: no date');
  // The browser's date formatter loads its locale data on first use, a cost of the app's takeover
  // that the page's one date does not need (src/theme/LastUpdated/date.ts).
  await watchLocaleData(page);
  await gotoHydrated(page, '/social-login/setup');
  await renderedAfterHydration(page);
  await expect(page.locator('article .theme-last-updated')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日に最終更新$/);
  expect(await localeDataUses(page, ['Intl.DateTimeFormat'])).toEqual([]);
});
