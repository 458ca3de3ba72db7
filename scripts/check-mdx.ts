/**
 * Compiles MDX files the way the site does (GFM, directives, site data) without a full build, so a
 * writer sees a broken element, an unknown value id or bad JSX in a second:
 *
 *   npm run check:mdx -- docs/message/faq.mdx docs/_partials/message/_api-key.mdx
 *
 * Without arguments it checks every Markdown and MDX file under docs/ and blog/. Prints one line
 * per failing file and exits 1 when any fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import siteData from '../src/remark/siteData';
import {contentFiles, siteDir} from './lib/content-files';

async function main(): Promise<void> {
  // ESM-only packages: imported at run time, as tsx runs this script as CommonJS.
  const {compile} = await import('@mdx-js/mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkDirective} = await import('remark-directive');
  const args = process.argv.slice(2);
  const files = args.length ? args.map((file) => path.resolve(file)) : contentFiles().map((file) => path.join(siteDir, file));
  let failed = 0;
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (front) => front.replace(/[^\n]/g, ''));
    try {
      await compile({value: source, path: file}, {remarkPlugins: [remarkGfm, remarkDirective, siteData]});
    } catch (error) {
      failed++;
      console.error(`✘ ${path.relative(siteDir, file)}: ${(error as Error).message}`);
    }
  }
  console.log(`${files.length - failed}/${files.length} files compile`);
  process.exitCode = failed ? 1 : 0;
}

void main();
