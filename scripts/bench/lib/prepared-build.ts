// The build the page benchmarks measure: BENCH_BUILD_DIR when `npm run bench` made one already,
// otherwise a fresh production build of a private copy of the site.
import {buildSite, copySite} from './site';

export function preparedBuild(): string {
  if (process.env.BENCH_BUILD_DIR) return process.env.BENCH_BUILD_DIR;
  console.log('building a private copy of the site …');
  const dir = buildSite(copySite('pages'));
  process.env.BENCH_BUILD_DIR = dir;
  return dir;
}
