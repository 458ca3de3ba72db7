import {execFileSync} from 'node:child_process';

/**
 * Whether the site is built from a git checkout. Docusaurus reads each doc page's last-updated date
 * from git, and outside a git worktree (a download of the sources, the benchmarks' private copies)
 * it stops the build. There the pages show no date instead: docusaurus.config.ts turns its VCS off.
 */
export function insideGitWorktree(siteDir: string): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() === 'true';
  } catch {
    // No git, or not a worktree.
    return false;
  }
}
