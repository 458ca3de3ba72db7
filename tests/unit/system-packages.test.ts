// The scripts that need a program of the system (scripts/ensure-browser.sh, scripts/deploy/ensure-nginx.sh)
// install Debian's packages only in CI or when asked, and as root; on a developer's machine otherwise
// they leave the system alone and print the command to run (scripts/lib/system-packages.sh). Run
// here with a stand-in apt-get that records its calls and an `id` that says who is running.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../../src/lib/siteDirs.ts';
import {tempDir} from '../lib/tempDir.ts';

const library = path.join(siteDir, 'scripts', 'lib', 'system-packages.sh');

/** A folder first on the PATH with an apt-get that only records its arguments, and an environment neither in CI nor asking. */
function standInSystem(pathAfter: string | undefined) {
  const bin = tempDir('system-packages-');
  const calls = path.join(bin, 'apt-get.calls');
  fs.writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "$*" >> '${calls}'\n`, {mode: 0o755});
  const env: NodeJS.ProcessEnv = {...process.env, PATH: `${bin}:${pathAfter}`};
  delete env.CI;
  delete env.INSTALL_SYSTEM_PACKAGES;
  delete env.NGINX_PATH;
  return {bin, env, aptGetCalls: () => (fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : [])};
}

/** Runs apt_install as the user `uid`, in an environment whose only say is `asked` (CI, INSTALL_SYSTEM_PACKAGES). */
function run(uid: number, asked: Record<string, string> = {}) {
  const system = standInSystem(process.env.PATH);
  fs.writeFileSync(path.join(system.bin, 'id'), `#!/bin/sh\necho ${uid}\n`, {mode: 0o755});
  const script = `source '${library}'; if apt_install nginx fonts-noto-cjk; then echo installed; else how_to_install nginx; fi`;
  const {stdout} = spawnSync('bash', ['-c', script], {encoding: 'utf8', env: {...system.env, ...asked}});
  return {stdout, aptGet: system.aptGetCalls()};
}

test("as root on a developer's machine, nothing is installed and the command to run is printed", () => {
  const {stdout, aptGet} = run(0);
  assert.deepEqual(aptGet, []);
  assert.match(stdout, /^ {2}Debian\/Ubuntu: {2}apt-get install nginx$/m);
  assert.match(stdout, /INSTALL_SYSTEM_PACKAGES=1/);
});

test('a developer who is not root is told to use sudo', () => {
  const {stdout, aptGet} = run(1000);
  assert.deepEqual(aptGet, []);
  assert.match(stdout, /sudo apt-get install nginx$/m);
});

test('in CI or when asked, root installs the packages with apt-get', () => {
  for (const asked of [{CI: 'true'}, {INSTALL_SYSTEM_PACKAGES: '1'}] as Record<string, string>[]) {
    const {stdout, aptGet} = run(0, asked);
    assert.deepEqual(aptGet, ['install -y --no-install-recommends nginx fonts-noto-cjk'], JSON.stringify(asked));
    assert.match(stdout, /^installed$/m);
  }
});

test('in CI but not root, nothing is installed', () => {
  const {aptGet} = run(1000, {CI: 'true'});
  assert.deepEqual(aptGet, []);
});

test(
  'ensure-nginx.sh without nginx on a developer machine prints how to install it and fails, installing nothing',
  {skip: fs.existsSync('/usr/sbin/nginx') && 'nginx is installed here'},
  () => {
    const system = standInSystem('/usr/bin:/bin');
    const {status, stderr} = spawnSync('bash', [path.join(siteDir, 'scripts', 'deploy', 'ensure-nginx.sh')], {encoding: 'utf8', env: system.env});
    assert.equal(status, 1);
    assert.match(stderr, /apt-get install nginx/);
    assert.deepEqual(system.aptGetCalls(), []);
  },
);
