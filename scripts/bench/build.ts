/**
 * Production build of the whole site, cold (no .docusaurus, no bundler cache) and warm (right after
 * a build), with @docusaurus/faster on (as configured) and off (`future.faster: false`), in turns
 * (on, off, on, off …) so that a noisy machine hurts both alike. `--runs N` (default 2) each.
 * Peak memory is the sum of the resident sets over the build's process tree (sampled in /proc),
 * not the largest single process. Each variant is its own copy with its own node_modules/.cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runs} from './lib/args';
import {median, printTable, writeResult} from './lib/report';
import {copySite} from './lib/site';
import {measureCommand} from './lib/process';

const RUNS = runs(2);

function variant(faster: boolean): string {
  const dir = copySite(faster ? 'build-faster' : 'build-classic');
  if (!faster) {
    const file = path.join(dir, 'docusaurus.config.ts');
    const config = fs.readFileSync(file, 'utf8');
    // The first key of `future`, whatever follows it: faster is on by default under v4.
    const future = 'future: {v4: true,';
    if (!config.includes(future)) throw new Error(`docusaurus.config.ts: expected \`${future}\` to turn faster off`);
    fs.writeFileSync(file, config.replace(future, 'future: {v4: true, faster: false,'));
  }
  return dir;
}

async function build(dir: string, cold: boolean) {
  if (cold) {
    fs.rmSync(path.join(dir, '.docusaurus'), {recursive: true, force: true});
    fs.rmSync(path.join(dir, 'node_modules', '.cache'), {recursive: true, force: true});
  }
  return measureCommand('npx', ['docusaurus', 'build'], dir);
}

async function main() {
  const dirs = {on: variant(true), off: variant(false)};
  const results: {faster: string; cache: string; run: number; seconds: number; peakMiB: number}[] = [];
  for (const cache of ['cold', 'warm'] as const) {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const faster of ['on', 'off'] as const) {
        // A warm run follows a build of the same variant, so its cache is its own.
        if (cache === 'warm' && run === 1) await build(dirs[faster], false);
        const result = await build(dirs[faster], cache === 'cold');
        results.push({faster, cache, run, seconds: Number(result.seconds.toFixed(1)), peakMiB: result.peakMiB});
        console.log(`${cache} build, faster ${faster}, run ${run}: ${result.seconds.toFixed(1)} s, ${result.peakMiB} MiB`);
      }
    }
  }
  const summary = (['cold', 'warm'] as const).map((cache) => {
    const of = (faster: string) => results.filter((r) => r.cache === cache && r.faster === faster);
    const on = median(of('on').map((r) => r.seconds));
    const off = median(of('off').map((r) => r.seconds));
    return {
      build: cache,
      // The median of an even count is a mean of two: print it to a tenth, as each run.
      fasterOnS: Number(on.toFixed(1)),
      fasterOffS: Number(off.toFixed(1)),
      speedup: `${(off / on).toFixed(2)}×`,
      peakOnMiB: Math.max(...of('on').map((r) => r.peakMiB)),
      peakOffMiB: Math.max(...of('off').map((r) => r.peakMiB)),
    };
  });
  printTable(`Production build of the whole site (median of ${RUNS}; budgets: cold < 90 s, speedup ≥ 2.5×)`, summary);
  writeResult('build', {runs: RUNS, results, summary});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
