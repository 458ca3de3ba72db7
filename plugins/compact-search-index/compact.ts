/**
 * Rewrites the search index files the plugin wrote into build/ (see ./index.ts for why):
 * each area's index keeps the pages of that area only, and no index keeps term positions.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One entry of the plugin's index: a page title, heading, description, keywords or section. */
export type SearchDocument = {i: number; t: string; u: string; p?: number} & Record<string, unknown>;
/** lunr's serialised index; a posting is {field: {documentRef: metadata}} plus the term's _index. */
export type SerializedIndex = {invertedIndex: [string, Record<string, unknown>][]} & Record<string, unknown>;
/** An index file: one lunr index per document type (titles, headings, descriptions, keywords, sections). */
export type IndexFile = {documents: SearchDocument[]; index: SerializedIndex}[];
/** The plugin's own index builder: documents per type in, an index file out (serialised). */
export type BuildIndex = (documents: SearchDocument[][]) => IndexFile;

/**
 * The area whose index a page belongs in: the first configured path that is the page's path or a
 * folder above it, the rule the search bar applies to the page a reader is on. Paths are relative
 * to the base URL, without slashes at either end ("social-login/legacy").
 */
export function areaOf(uri: string, areas: readonly string[]): string | undefined {
  return areas.find((area) => uri === area || uri.startsWith(`${area}/`));
}

/** Term positions make a third of an index; the search worker finds them again in its results. */
export function withoutPositions(file: IndexFile): IndexFile {
  return file.map(({documents, index}) => ({
    documents,
    index: {
      ...index,
      invertedIndex: index.invertedIndex.map(([term, posting]) => [
        term,
        Object.fromEntries(
          Object.entries(posting).map(([field, refs]) =>
            field === '_index' ? [field, refs] : [field, Object.fromEntries(Object.keys(refs as object).map((ref) => [ref, {}]))],
          ),
        ),
      ]),
    },
  }));
}

/**
 * The plugin puts a page into every area whose path is a prefix of its URL, so the index of
 * "social-login" also held every page of "social-login/legacy". Returns the area's file rebuilt
 * from its own pages only, or the file unchanged when nothing belongs elsewhere.
 */
export function onlyOwnPages(file: IndexFile, area: string, areas: readonly string[], baseUrl: string, build: BuildIndex): IndexFile {
  const own = (document: SearchDocument) => areaOf(document.u.slice(baseUrl.length).replace(/\/$/, ''), areas) === area;
  if (file.every(({documents}) => documents.every(own))) return file;
  return build(file.map(({documents}) => documents.filter(own)));
}

/** The index file of an area (undefined: all areas) among build/'s files, hashed name or not. */
export function indexFileName(files: readonly string[], area?: string): string | undefined {
  const dir = area === undefined ? '' : `-${area.replace(/\//g, '-')}`;
  const pattern = new RegExp(`^search-index${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-[0-9a-f]{8})?\\.json$`);
  const matches = files.filter((file) => pattern.test(file));
  if (matches.length > 1) throw new Error(`compact-search-index: several index files for area "${area ?? '(all)'}": ${matches.join(', ')}`);
  return matches[0];
}

/** Rewrites every index file in outDir; returns the file names with their sizes before and after. */
export function compactIndexFiles(outDir: string, areas: readonly string[], baseUrl: string, build: BuildIndex) {
  const files = fs.readdirSync(outDir);
  const targets: {name: string; area?: string}[] = [{name: indexFileName(files) ?? ''}, ...areas.map((area) => ({name: indexFileName(files, area) ?? '', area}))];
  const missing = targets.filter(({name}) => !name);
  if (missing.length > 0) throw new Error(`compact-search-index: no index file in ${outDir} for ${missing.map(({area}) => area ?? '(all areas)').join(', ')}`);
  return targets.map(({name, area}) => {
    const file = path.join(outDir, name);
    const before = fs.statSync(file).size;
    let index = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile;
    if (area !== undefined) index = onlyOwnPages(index, area, areas, baseUrl, build);
    fs.writeFileSync(file, JSON.stringify(withoutPositions(index)));
    return {name, before, after: fs.statSync(file).size};
  });
}
