// The files of the production build, for the specs that read it without a browser.
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.join(__dirname, '..', '..', '..', 'build');

/** Every file under `dir` (default: the build) whose name ends with `extension`. */
export function builtFiles(extension: string, dir = buildDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(extension, full) : entry.name.endsWith(extension) ? [full] : [];
  });
}
