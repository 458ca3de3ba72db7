// `npm run bench`: every benchmark in turn, the page benchmarks sharing one build of ours and one
// of the stock site; the build benchmark last, since it keeps both cores busy longest.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {preparedBuild, preparedStockBuild} from './lib/prepared-build';

const dir = path.dirname(__filename);
preparedBuild();
preparedStockBuild();
for (const name of ['weight', 'search', 'lighthouse', 'writer', 'build']) {
  console.log(`\n=== ${name} ===`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], {stdio: 'inherit', env: process.env});
}
