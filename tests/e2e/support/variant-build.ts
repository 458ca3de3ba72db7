// Builds the test-only variant of the site (DOCS_E2E_VARIANT=1: the _dogfooding/ routes, baseUrl
// /variant/) into build-variant/, once per test run, whichever spec of which worker asks first.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, siteDir, variantBuildDir} from '../../../src/lib/siteDirs';

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function buildVariant(): string {
  const marker = path.join(variantBuildDir, '.built-for');
  const mainBuild = path.join(buildDir, 'index.html');
  const stamp = fs.existsSync(mainBuild) ? String(fs.statSync(mainBuild).mtimeMs) : 'none';
  const built = () => fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === stamp;
  // Specs in two workers may ask at once: one builds, the other waits for its marker.
  const lock = `${variantBuildDir}.lock`;
  for (;;) {
    if (built()) return variantBuildDir;
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run that was stopped mid-build is older than any build takes.
      const lockedAt = fs.statSync(lock, {throwIfNoEntry: false})?.mtimeMs ?? Date.now();
      if (Date.now() - lockedAt > 10 * 60_000) fs.rmSync(lock, {recursive: true, force: true});
      else sleep(1000);
    }
  }
  try {
    if (built()) return variantBuildDir;
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', variantBuildDir], {
      cwd: siteDir,
      env: {...process.env, DOCS_E2E_VARIANT: '1'},
      stdio: 'pipe',
    });
    fs.writeFileSync(marker, stamp);
    return variantBuildDir;
  } finally {
    fs.rmSync(lock, {recursive: true, force: true});
  }
}
