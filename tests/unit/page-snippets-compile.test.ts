// Every page's TypeScript compiles as a reader gets it from that page: the page's ```ts blocks in
// page order (a `file=` block cut by the same extractRegion the build uses), as one module.
//
// What a page may lean on beyond its own blocks is explicit: a relative `import` written in a shown
// block, which must name a file under examples/ (published with the site under /examples/, and
// linked under each block that shows a part of it; its own imports are siblings at the same URLs).
// A block written on the page imports from the folder of the page's first example file. Nothing
// else: a type or function from a region the page does not show fails here.
//
// Blocks from samples/ are left out: they are parts of a sample site that the reader runs whole
// from the documentation's source (`npm run sample`), and the sample sites are type-checked whole.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {extractRegion} from '../../src/remark/codeFromFile';
import {filesUnder} from '../../plugins/shared/files';

const root = path.resolve(import.meta.dirname, '../..');
const published = path.join(root, 'examples') + path.sep;
const tsLangs = new Set(['ts', 'typescript']);

type Block = {line: number; label: string; code: string; from?: string};
type PageSnippet = {page: string; fileName: string; blocks: Block[]; text: string; starts: number[]};

/** The page's TypeScript fences in order, with their meta (a line scan: fences are all we read). */
function tsBlocks(page: string, source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open as unknown as [string, string, string, string, string];
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) end++;
    if (tsLangs.has(lang)) {
      const rel = /(?:^|\s)file=(\S+)/.exec(meta)?.[1];
      const region = /(?:^|\s)region=(\S+)/.exec(meta)?.[1];
      const where = `${page}:${i + 1}`;
      if (rel) {
        if (!rel.startsWith('samples/')) {
          const code = extractRegion(fs.readFileSync(path.join(root, rel), 'utf8'), region, where);
          blocks.push({line: i + 1, label: `${rel}${region ? ` region=${region}` : ''}`, code, from: rel});
        }
      } else {
        const body = lines.slice(i + 1, end).map((l) => l.slice(indent.length));
        blocks.push({line: i + 1, label: 'inline block', code: body.join('\n')});
      }
    }
    i = end;
  }
  return blocks;
}

/** A relative import in a shown block names the published file, by its path from the site root. */
function rewriteImports(block: Block, from: string | undefined, fileName: string): string {
  if (!from) return block.code;
  const dir = path.dirname(path.join(root, from));
  return block.code.replace(/(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]+)\2/g, (_, lead: string, q: string, spec: string) => {
    const target = path.join(dir, spec);
    if (!target.startsWith(published)) return `${lead}${q}${spec} (not published)${q}`;
    let relative = path.relative(path.dirname(fileName), target).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `${lead}${q}${relative}${q}`;
  });
}

function pageSnippets(): PageSnippet[] {
  const snippets: PageSnippet[] = [];
  for (const page of filesUnder(path.join(root, 'docs'), {name: /\.mdx?$/}).map((file) => path.relative(root, file))) {
    const blocks = tsBlocks(page, fs.readFileSync(path.join(root, page), 'utf8'));
    if (blocks.length === 0) continue;
    // One virtual module per page, beside the examples so that Node's types and packages resolve.
    const fileName = path.join(root, '.page-snippets', `${page.replace(/[/.]/g, '_')}.ts`);
    // A block written on the page imports from the folder of the page's first example file.
    const pageFolder = blocks.find((b) => b.from?.startsWith('examples/'))?.from;
    let text = '';
    const starts: number[] = [];
    for (const block of blocks) {
      starts.push(text.length);
      text += `${rewriteImports(block, block.from ?? pageFolder, fileName)}\n\n`;
    }
    snippets.push({page, fileName, blocks, text, starts});
  }
  return snippets;
}

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  allowImportingTsExtensions: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  skipLibCheck: true,
};

test('each page’s TypeScript compiles from what the page shows', () => {
  const snippets = pageSnippets();
  assert.ok(snippets.length > 20, `only ${snippets.length} pages with TypeScript found`);
  const virtual = new Map(snippets.map((s) => [s.fileName, s.text]));
  const host = ts.createCompilerHost(options);
  const real = {getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host)};
  host.fileExists = (f) => virtual.has(f) || real.fileExists(f);
  host.readFile = (f) => virtual.get(f) ?? real.readFile(f);
  host.getSourceFile = (f, lang, ...rest) => {
    const text = virtual.get(f);
    return text === undefined ? real.getSourceFile(f, lang, ...rest) : ts.createSourceFile(f, text, lang);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const failures: string[] = [];
  for (const snippet of snippets) {
    const file = program.getSourceFile(snippet.fileName)!;
    for (const d of [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]) {
      const start = d.start ?? 0;
      const index = Math.max(0, snippet.starts.filter((s) => s <= start).length - 1);
      const block = snippet.blocks[index];
      const blockLine = file.getLineAndCharacterOfPosition(start).line - file.getLineAndCharacterOfPosition(snippet.starts[index]).line + 1;
      failures.push(
        `${snippet.page}:${block.line} (${block.label}), line ${blockLine} of the block: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    }
  }
  assert.deepEqual(failures, [], `page snippets that do not compile:\n${failures.join('\n')}`);
});
