// The last-updated dates come from git; outside a git worktree the config turns Docusaurus's VCS off
// so that the build goes on (src/config/vcs.ts). The answer comes from git itself, not from the
// checkout these tests run in, which may be a download of the sources.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {insideGitWorktree} from '../../src/config/vcs';
import {tempDir} from '../lib/tempDir';

const gitMissing = (() => {
  try {
    execFileSync('git', ['--version'], {stdio: 'ignore'});
    return false;
  } catch {
    return 'no git on this machine';
  }
})();

test('a folder of a git worktree is inside one, down to its subfolders', {skip: gitMissing}, () => {
  const worktree = tempDir('git-worktree-');
  execFileSync('git', ['init', '--quiet', worktree]);
  const subfolder = path.join(worktree, 'docs', 'guide');
  fs.mkdirSync(subfolder, {recursive: true});
  assert.equal(insideGitWorktree(worktree), true);
  assert.equal(insideGitWorktree(subfolder), true);
});

test('a plain folder and a missing one are not inside a git worktree', () => {
  const plain = tempDir('no-git-');
  assert.equal(insideGitWorktree(plain), false);
  assert.equal(insideGitWorktree(path.join(plain, 'missing')), false);
});
