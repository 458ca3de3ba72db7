// A folder under the system's temp folder for one test file's fixtures, removed when the test
// process exits (node --test runs each file in a process of its own), so tests leave nothing behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, {recursive: true, force: true});
});

/** A new empty folder whose name begins with `prefix`. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
