// A module that reaches into another package's internals is written against one version of it:
// the installed package must be that version, and package.json must pin it exactly.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './content';

/** Fails, saying what to check, when `name` (installed in node_modules) is not `version` or not pinned to it. */
export function assertPinned(name: string, version: string, whatToCheck: string): void {
  const readPackage = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string; dependencies: Record<string, string>};
  const {version: installed} = readPackage(path.join(siteDir, 'node_modules', name, 'package.json'));
  assert.equal(installed, version, `${name} is now ${installed}: ${whatToCheck}, then raise the version there`);
  assert.equal(readPackage(path.join(siteDir, 'package.json')).dependencies[name], version, `package.json must pin ${name} to ${version} exactly`);
}
