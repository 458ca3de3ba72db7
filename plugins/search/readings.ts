/**
 * The readings of the words that name pages (titles, headings, keywords, descriptions), found at
 * build time, so that a query typed in hiragana before conversion finds what its converted form
 * finds (./queryForms.ts). The reader's browser downloads no dictionary: the index file carries
 * only each reading and the word the pages write for it.
 *
 * The analyser is Lindera with IPADIC (lindera-wasm-ipadic): measured against kuromoji, its fork
 * @sglkc/kuromoji and Sudachi (sudachi-wasm333) on the site's titles, headings, keywords and
 * descriptions, all four read the same 50 words of the site right; Lindera loaded and read
 * fastest and is the smallest install with no dependencies. BENCHMARKS.md gives the figures.
 * Readings of Latin words (ID: アイディー) are not in a dictionary; they come from the glossary's
 * data (src/data/glossary.ts).
 * The body text is not read: measured, its readings took the all-areas index from 6.9 % to 10.4 %
 * larger (gzip) than without readings, and the evaluation set found nothing more with them.
 */
import fs from 'node:fs';
import {latinReadings} from '../../src/data/glossary';
import {readingKey} from './tokenize';
import {DocumentType, type SearchDocument} from './upstream/shapes';

/** Each reading (as readingKey folds it) and the word the pages write for it. */
export type Readings = Record<string, string>;

/** A word of a text and its reading in katakana, when the dictionary knows one. */
type ReadWord = {surface: string; reading?: string};
export type Analyse = (text: string) => ReadWord[];

type LinderaToken = Map<string, unknown>;

let analyser: Promise<Analyse> | undefined;

/** The analyser, loaded once per build (its dictionary takes seconds to read). */
export function readingAnalyser(): Promise<Analyse> {
  analyser ??= (async () => {
    const lindera = await import('lindera-wasm-ipadic');
    lindera.initSync({module: fs.readFileSync(require.resolve('lindera-wasm-ipadic/lindera_wasm_bg.wasm'))});
    const builder = new lindera.TokenizerBuilder();
    builder.setDictionary('embedded://ipadic');
    builder.setMode('normal');
    const tokenizer = builder.build();
    return (text: string) =>
      (tokenizer.tokenize(text) as LinderaToken[]).map((token) => {
        // IPADIC's details: part of speech (4 fields), conjugation (2), base form, reading, pronunciation.
        const details = token.get('details') as string[];
        // Nouns, suffixes too (紐|付け, 冪|等|性): readers search for things, not for verbs or numbers.
        const noun = details[0] === '名詞' && !['非自立', '数', '代名詞'].includes(details[1]);
        return {surface: token.get('text') as string, reading: noun && details[7] && details[7] !== '*' ? details[7] : undefined};
      });
  })();
  return analyser;
}

const kanji = /\p{Script=Han}/u;

/** The kinds of entries whose words get readings: those that name a page, not its body text. */
const namingKinds = [DocumentType.Title, DocumentType.Heading, DocumentType.Description, DocumentType.Keywords] as const;

/**
 * The readings of the nouns written in kanji in the entries of `kinds`, and of the glossary's Latin
 * words. A reading written several ways keeps the way the entries write most often.
 */
export function readingsOf(documents: SearchDocument[][], analyse: Analyse, kinds: readonly number[] = namingKinds): Readings {
  const counts = new Map<string, Map<string, number>>();
  const add = (reading: string, surface: string) => {
    const key = readingKey(reading);
    if (key.length < 2) return;
    let surfaces = counts.get(key);
    if (!surfaces) counts.set(key, (surfaces = new Map<string, number>()));
    surfaces.set(surface, (surfaces.get(surface) ?? 0) + 1);
  };
  for (const kind of kinds) {
    for (const document of documents[kind] ?? []) {
      for (const {surface, reading} of analyse(document.t)) if (reading && kanji.test(surface)) add(reading, surface);
    }
  }
  const readings: Readings = {};
  for (const [key, surfaces] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    readings[key] = [...surfaces].sort((a, b) => b[1] - a[1])[0][0];
  }
  for (const [latin, reading] of Object.entries(latinReadings)) readings[readingKey(reading)] = latin;
  return readings;
}
