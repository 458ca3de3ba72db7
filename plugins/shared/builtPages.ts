import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML file the build wrote for a page, given its path under the site's baseUrl ("search", or
 * "" for the home page): `<path>/index.html`, or `<path>.html` with trailingSlash false. For the
 * plugins that edit a page after the build; `missing` starts the error when there is none.
 */
export function builtHtmlFile(outDir: string, pagePath: string, missing: string): string {
  const candidates = pagePath === '' || pagePath.endsWith('/') ? [`${pagePath}index.html`] : [`${pagePath}/index.html`, `${pagePath}.html`];
  const file = candidates.map((name) => path.join(outDir, name)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${missing} in ${outDir} (${candidates.join(' or ')})`);
  return file;
}
