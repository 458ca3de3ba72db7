// `npm run bench`: every benchmark in turn, the page benchmarks sharing one build of ours, one of
// the stock site and one of ours with the stock search plugin; the build benchmark last, since it keeps both cores busy longest.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {preparedBuild, preparedStockBuild, preparedStockSearchBuild} from './lib/prepared-build';

const dir = path.dirname(__filename);
preparedBuild();
preparedStockBuild();
preparedStockSearchBuild();
for (const name of ['weight', 'search', 'lighthouse', 'writer', 'build']) {
  console.log(`\n=== ${name} ===`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], {stdio: 'inherit', env: process.env});
}
