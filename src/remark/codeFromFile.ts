/**
 * Remark plugin: fills a fenced code block from a real file at build time, so that the sample a
 * reader copies is the sample the tests run.
 *
 *   ```js file=examples/social-login/pkce.mjs
 *   ```
 *   ```js file=examples/social-login/pkce.mjs region=challenge
 *   ```
 *
 * `file` is relative to the site root. `region=name` keeps only the lines between
 * `#region name` and `#endregion name` markers (in comments) and strips every other marker line;
 * `region=imports,send` shows several regions in that order, as one block, so that a part that
 * needs another part of its file is shown with it. A missing file or region fails the build with
 * the doc's path in the message.
 *
 * Under a block from examples/ (published whole at /examples/… by plugins/examples), a link to the
 * whole file: the relative imports a region shows resolve next to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {siteDir} from '../lib/siteDirs';
import {docPathOf, type DocFile} from './docPath';

const markerLine = /#(?:end)?region\b/;

function metaValue(meta: string, key: string): string | undefined {
  return new RegExp(`(?:^|\\s)${key}=(\\S+)`).exec(meta)?.[1];
}

export function extractRegion(source: string, region: string | undefined, where: string): string {
  if (region?.includes(',')) {
    return region
      .split(',')
      .map((name) => extractRegion(source, name, where))
      .join('\n\n');
  }
  const lines = source.split('\n');
  if (!region) {
    return lines
      .filter((line) => !markerLine.test(line))
      .join('\n')
      .trimEnd();
  }
  const start = lines.findIndex((line) => new RegExp(`#region ${region}\\b`).test(line));
  const end = lines.findIndex((line) => new RegExp(`#endregion ${region}\\b`).test(line));
  if (start < 0 || end < start) {
    throw new Error(`${where}: region "${region}" not found (expected #region ${region} … #endregion ${region})`);
  }
  const body = lines.slice(start + 1, end).filter((line) => !markerLine.test(line));
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return body
    .map((l) => l.slice(Number.isFinite(indent) ? indent : 0))
    .join('\n')
    .trimEnd();
}

export default function codeFromFile() {
  return (tree: Root, file: DocFile) => {
    const docPath = docPathOf(file);
    visit(tree, 'code', (node, index, parent) => {
      if (!node.meta) return;
      const rel = metaValue(node.meta, 'file');
      if (!rel) return;
      const where = `${docPath}: code block file=${rel}`;
      const abs = path.resolve(siteDir, rel);
      if (!abs.startsWith(siteDir + path.sep) || !fs.existsSync(abs)) {
        throw new Error(`${where}: file not found under the site root`);
      }
      node.value = extractRegion(fs.readFileSync(abs, 'utf8'), metaValue(node.meta, 'region'), where);
      // Show the file name as the block title unless the writer chose one.
      if (!/title=/.test(node.meta)) node.meta += ` title="${rel}"`;
      if (parent && index !== undefined && rel.startsWith('examples/')) {
        // pathname:// makes it a plain link (baseUrl added, not a route for the broken-link check).
        (parent.children as RootContent[]).splice(index + 1, 0, {
          type: 'paragraph',
          children: [
            {type: 'text', value: 'ファイル全体：'},
            {type: 'link', url: `pathname:///${rel}`, children: [{type: 'inlineCode', value: rel}]},
          ],
        });
        return index + 2;
      }
    });
  };
}
