// The site's Markdown and MDX sources, for the scripts and the tests that read them.
import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..', '..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every Markdown or MDX file under docs/ and blog/, partials included, relative to the site. */
export function contentFiles(): string[] {
  return ['docs', 'blog']
    .flatMap((dir) => walk(path.join(siteDir, dir)))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.relative(siteDir, file))
    .sort();
}
