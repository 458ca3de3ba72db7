// The e2e suite's configuration (playwright.config.ts). What the site's own configuration does is
// tested by its effect on the production build: tests/e2e/locale.spec.ts (Japanese only),
// routes.spec.ts (every route: docs at /, noindex, sidebars, breadcrumbs), layout.spec.ts (navbar
// and footer), analytics.spec.ts, search.spec.ts, tags.spec.ts and links.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {siteDir} from '../lib/content';

test('the e2e worker count is the same with CI set or not, and at least two', () => {
  const workers = (env: NodeJS.ProcessEnv) =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./playwright.config.ts').then((config) => console.log(config.default.default?.workers ?? config.default.workers))"],
      {
        cwd: siteDir,
        env,
        encoding: 'utf8',
      },
    ).trim();
  const {CI: _ci, ...withoutCi} = process.env;
  const local = workers(withoutCi);
  assert.equal(workers({...withoutCi, CI: 'true'}), local);
  assert.ok(Number(local) >= 2, `workers: ${local}`);
});
