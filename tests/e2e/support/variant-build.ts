// Builds the test-only variant of the site (DOCS_E2E_VARIANT=1: crash route, baseUrl /variant/)
// into build-variant/, once per test run.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, siteDir, variantBuildDir} from '../../../src/lib/siteDirs';

export function buildVariant(): string {
  const marker = path.join(variantBuildDir, '.built-for');
  const mainBuild = path.join(buildDir, 'index.html');
  const stamp = fs.existsSync(mainBuild) ? String(fs.statSync(mainBuild).mtimeMs) : 'none';
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === stamp) return variantBuildDir;
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', variantBuildDir], {
    cwd: siteDir,
    env: {...process.env, DOCS_E2E_VARIANT: '1'},
    stdio: 'pipe',
  });
  fs.writeFileSync(marker, stamp);
  return variantBuildDir;
}
