// The last-updated dates come from git; outside a git worktree the config turns Docusaurus's VCS off
// so that the build goes on (src/config/vcs.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {insideGitWorktree} from '../../src/config/vcs';
import {siteDir} from '../lib/content';

test('the site is a git worktree; a plain directory is not', () => {
  assert.equal(insideGitWorktree(siteDir), true);
  const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
  try {
    assert.equal(insideGitWorktree(plain), false);
  } finally {
    fs.rmSync(plain, {recursive: true, force: true});
  }
});
