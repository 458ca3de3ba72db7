// The last-updated dates come from git; outside a git worktree the config turns Docusaurus's VCS off
// so that the build goes on (src/config/vcs.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {insideGitWorktree} from '../../src/config/vcs';
import {siteDir} from '../lib/content';
import {tempDir} from '../lib/tempDir';

test('the site is a git worktree; a plain directory is not', () => {
  assert.equal(insideGitWorktree(siteDir), true);
  assert.equal(insideGitWorktree(tempDir('no-git-')), false);
});
