/**
 * The tests run on the Node.js the pages state (site.examplesNode) or a newer one. On a machine whose
 * Node.js is older, this prints the folder of a `node` of the stated major version, installed once
 * from the npm registry's Node.js binary packages into node_modules/.cache/; on a new enough
 * Node.js it prints nothing, and the developer's own runs the tests.
 * scripts/lib/on-stated-node.sh puts the folder first on the PATH and runs the test script again.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {examplesNodeMajor} from '../src/data/values/site';
import {siteDir} from '../src/lib/siteDirs';

const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** The registry's package of Node.js binaries for this machine, named as the `node` package names it. */
function binaryPackage(): string {
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${process.platform}-${process.arch}`;
}

function installedNodeFolder(): string {
  const prefix = path.join(siteDir, 'node_modules', '.cache', `node-${examplesNodeMajor}`);
  const folder = path.join(prefix, 'node_modules', '.bin');
  const node = path.join(folder, 'node');
  if (!fs.existsSync(node)) {
    const spec = `${binaryPackage()}@${examplesNodeMajor}`;
    console.error(
      `stated-node: Node.js ${process.versions.node} is older than the pages' Node.js ${examplesNodeMajor}; installing ${spec} from the npm registry`,
    );
    // The binary package has no install script; its `bin` is the node executable itself.
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec], {
      stdio: ['ignore', 2, 2],
    });
  }
  const version = execFileSync(node, ['--version'], {encoding: 'utf8'}).trim();
  if (majorOf(version) !== examplesNodeMajor) throw new Error(`${node} is ${version}, not Node.js ${examplesNodeMajor}`);
  return folder;
}

if (majorOf(process.versions.node) < examplesNodeMajor) console.log(installedNodeFolder());
