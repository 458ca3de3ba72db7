// `npm run bench`: every benchmark in turn, the page benchmarks sharing one production build.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {buildSite, copySite} from './lib/site';

const dir = path.dirname(__filename);
console.log('building a private copy of the site for the page benchmarks …');
const env = {...process.env, BENCH_BUILD_DIR: buildSite(copySite('pages'))};
for (const name of ['weight', 'search', 'lighthouse', 'writer', 'build']) {
  console.log(`\n=== ${name} ===`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], {stdio: 'inherit', env});
}
