/**
 * The one walker of the tree (every file under a folder, for the plugins, the scripts and the
 * tests), and the one writer of a generated file into folders that may not exist yet.
 */
import fs from 'node:fs';
import path from 'node:path';

export type FilesOptions = {
  /** Keep only the files whose name matches. */
  name?: RegExp;
  /** Folders and files not to enter or keep, by name (`node_modules`, `_partials`). */
  skip?: (name: string) => boolean;
};

/** Every file under `dir` as a path that starts with `dir`, in code-point order; none when `dir` does not exist. */
export function filesUnder(dir: string, {name, skip}: FilesOptions = {}): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    if (skip?.(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, {name, skip});
    return !name || name.test(entry.name) ? [full] : [];
  });
}

/** Writes `text` to `file`, making its folders first. */
export function writeFileMakingFolders(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}
