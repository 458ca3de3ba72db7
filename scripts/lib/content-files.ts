// The site's Markdown and MDX sources, for the scripts and the tests that read them.
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';
import {siteDir} from '../../src/lib/siteDirs';

export {siteDir};

/** Every Markdown or MDX file under docs/ and blog/, partials included, relative to the site. */
export function contentFiles(): string[] {
  return ['docs', 'blog']
    .flatMap((dir) => filesUnder(path.join(siteDir, dir), {name: /\.mdx?$/}))
    .map((file) => path.relative(siteDir, file))
    .sort();
}
