// The analytics measurement ID comes from the environment, so that previews and forks never report
// into the production property; where the variable is unset the build still works, with a placeholder.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {GTAG_ENV_VAR, GTAG_PLACEHOLDER_ID} from '../../src/config/analytics';
import {siteDir} from '../lib/content';

/** The gtag options src/config/analytics.ts gives in a process with `env`. */
const trackingIdsWith = (env: NodeJS.ProcessEnv) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./src/config/analytics.ts').then((m) => console.log(JSON.stringify((m.default ?? m).gtagOptions.trackingID)))"],
      {
        cwd: siteDir,
        env,
        encoding: 'utf8',
      },
    ),
  ) as string[];

test('the measurement ID is the one the environment gives, else a placeholder', () => {
  const {[GTAG_ENV_VAR]: _unset, ...without} = process.env;
  assert.deepEqual(trackingIdsWith({...without, [GTAG_ENV_VAR]: 'G-PREVIEW123'}), ['G-PREVIEW123']);
  assert.deepEqual(trackingIdsWith(without), [GTAG_PLACEHOLDER_ID]);
  assert.match(GTAG_PLACEHOLDER_ID, /^G-/, 'the placeholder has the form gtag.js accepts');
});
