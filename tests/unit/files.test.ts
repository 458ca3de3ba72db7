// The one walker of the tree (plugins/shared/files.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';
import {tempDir} from '../lib/tempDir';

test('every file under a folder, in code-point order, with names kept and folders skipped', () => {
  const dir = tempDir('files-');
  for (const file of ['b.md', 'a/z.mdx', 'a/_part.mdx', 'B.txt', 'node_modules/x.md', 'a/c/d.md']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '');
  }
  const relative = (files: string[]) => files.map((file) => path.relative(dir, file));
  assert.deepEqual(relative(filesUnder(dir)), ['B.txt', 'a/_part.mdx', 'a/c/d.md', 'a/z.mdx', 'b.md', 'node_modules/x.md']);
  assert.deepEqual(relative(filesUnder(dir, {name: /\.mdx?$/, skip: (name) => name === 'node_modules' || name.startsWith('_')})), [
    'a/c/d.md',
    'a/z.mdx',
    'b.md',
  ]);
  assert.deepEqual(filesUnder(path.join(dir, 'missing')), []);
});
