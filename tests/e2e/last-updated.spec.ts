// Every doc page says when it last changed, and the date is that of its file's last commit in git
// (showLastUpdateTime; the deploy workflow checks out the whole history so that the dates are true).
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {publishedDocFiles} from '../lib/docs';
import {siteDir} from '../lib/content';
import {insideGitWorktree} from '../../src/config/vcs';

const docs = publishedDocFiles();

/** The committer date of the file's last commit, as Docusaurus reads it. */
function lastCommit(file: string): string {
  const seconds = execFileSync('git', ['-c', 'log.showSignature=false', 'log', '--format=%ct', '--max-count=1', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  }).trim();
  return new Date(Number(seconds) * 1000).toISOString();
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
    else if (!/^\d{4}年\d{1,2}月\d{1,2}日$/.test(shown[2])) wrong.push(`${doc.permalink}: the date reads ${shown[2]}`);
  }
  expect(wrong).toEqual([]);
});

test('outside git, no page shows a date rather than a wrong one', async ({request}) => {
  test.skip(fromGit, 'built in git: the test above checks every date');
  for (const doc of docs) expect(await (await request.get(doc.permalink)).text(), doc.permalink).not.toContain('itemprop=dateModified');
});

test('the date reads as a sentence in Japanese at the end of the page', async ({page}) => {
  test.skip(!fromGit, 'built outside git: no date');
  await page.goto('/social-login/setup');
  await expect(page.locator('article .theme-last-updated')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日に最終更新$/);
});
