/**
 * The search itself, shared by the worker and the evaluation: pages ranked for a query, one
 * result row per page.
 *
 * Each query word is looked up on its own: exactly, as a prefix too when it is the word being
 * typed, and with one typo allowed when a long Latin word finds nothing. A page collects the
 * words found anywhere in it (title, keywords, headings, description, sections). Its rank adds
 * up, heaviest first (rankWeights):
 * 1. coverage: the share of the query's words the page holds, each word weighted by how rare it
 *    is (a page with `403` and `ログイン` beats one with `ログイン` and `できない`);
 * 2. the whole phrase naming the page: its title, a keyword or a heading;
 * 3. the share of the words in its title, its keywords, its headings;
 * 4. relevance: the best BM25 score of each word in each kind of entry, a title or keyword
 *    match weighing more than a heading, a heading more than a section;
 * 5. all else equal, an overview before the pages below it.
 * The row shown for a page is its entry that holds the most of the query, preferring the title.
 */
import {compact, findTerms, queryWords, terms} from './tokenize';
import {asJapanese} from './queryForms';
import type {TermMatch} from './invertedIndex';
import {titleCloseness, type LoadedIndex} from './searchIndex';
import {contentText, type PageTexts} from './contentTexts';
import {DocumentType, type DocumentTypeValue, type ResultRow} from './upstream/shapes';

/** How much a match in each kind of entry counts, relative to a section of body text. */
const kindWeight: Record<DocumentTypeValue, number> = {
  [DocumentType.Title]: 6,
  [DocumentType.Keywords]: 5,
  [DocumentType.Heading]: 3,
  [DocumentType.Description]: 1.5,
  [DocumentType.Content]: 1,
};

/** How the parts of a page's rank add up (see the top of this file). */
const rankWeights = {coverage: 10, phrase: 2, title: 3, keywords: 1.5, heading: 1, relevance: 0.5, depth: -0.03};

type WordHits = {word: string; weight: number; hits: Map<number, {score: number; terms: string[]}>};

/** A query word and how it is looked up in the index. */
type Lookup = {word: string; prefix: boolean; typo: boolean};

/**
 * How a word is looked up. Only the word being typed (the query's last, two characters or more,
 * not a number) is also looked up as a prefix: a prefix of a finished word finds little more, and
 * a short one (`2`, `id`) expands to hundreds of terms and costs tens of milliseconds.
 */
function lookUp(word: string, typing: boolean): Lookup {
  return {word, prefix: typing && word.length >= 2 && !/^\p{Nd}+$/u.test(word), typo: /^[a-z]{5,}$/.test(word)};
}

/** A Latin word the index lacks, as two words it has (PLUSID → plus, id), or undefined. */
function twoWords(index: LoadedIndex, word: string): string[] | undefined {
  if (!/^[a-z]{4,}$/.test(word)) return undefined;
  for (let cut = word.length - 2; cut >= 2; cut -= 1) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    if (index.search.has(head) && index.search.has(tail)) return [head, tail];
  }
  return undefined;
}

/**
 * The query's words and how each is looked up. A katakana run the index lacks counts as its words.
 * Decided by the index's terms alone: the postings are not needed yet (./postingShards.ts).
 */
function lookups(index: LoadedIndex, input: string): Lookup[] {
  const asked = queryWords(input, index.segmenter.segment);
  const words = new Map<string, Lookup>();
  // The reader is still typing the last word unless the query ends with a space.
  const typing = asked.at(-1)?.term;
  const finished = /\s$/.test(input);
  for (const {term, parts} of asked) {
    const terms = index.search.has(term) ? [term] : parts.length > 0 ? parts : (twoWords(index, term) ?? [term]);
    for (const one of terms) if (!words.has(one)) words.set(one, lookUp(one, !finished && term === typing));
  }
  return [...words.values()];
}

/**
 * A query as the index's terms alone resolve it: each word and the terms its lookup reaches. The
 * worker loads those terms' postings (./postingShards.ts), then ranks the same prepared query.
 */
export type PreparedQuery = {input: string; words: {word: string; matches: TermMatch[]}[]};

/** The query as the pages would write it (./queryForms.ts: English and hiragana read as Japanese), with its words' lookups. */
export function prepareQuery(index: LoadedIndex, typed: string): PreparedQuery {
  const {text: input, english} = asJapanese(typed, index.forms, index.katakanaTerms);
  // A Japanese word read from one English word also finds that word where the pages write it.
  const englishOf = new Map(
    [...english].flatMap(([japanese, word]) => {
      const read = terms(japanese, index.segmenter.segment);
      return read.length === 1 ? [[read[0], word] as const] : [];
    }),
  );
  return {
    input,
    words: lookups(index, input).map(({word, ...options}) => {
      const matches = index.search.matches(word, options);
      const alsoWord = englishOf.get(word);
      const also = alsoWord === undefined ? [] : index.search.matches(alsoWord).filter(({at}) => !matches.some((match) => match.at === at));
      return {word, matches: [...matches, ...also]};
    }),
  };
}

/** The positions of the index terms a query reaches: their postings are what it needs to rank. */
export function queryTerms(query: PreparedQuery): number[] {
  return query.words.flatMap(({matches}) => matches.map(({at}) => at));
}

/** The query's words with the entries that hold each. */
function wordHits(index: LoadedIndex, query: PreparedQuery): WordHits[] {
  const total = index.entries.size;
  // A word found nowhere still counts against coverage: the reader asked for it. A word of one
  // character (先, 用, ン) says less than a longer one and counts half.
  return query.words.map(({word, matches}) => {
    const hits = index.search.hits(matches);
    return {word, hits, weight: Math.log(1 + total / Math.max(1, hits.size)) * ([...word].length === 1 ? 0.5 : 1)};
  });
}

/**
 * How closely each page is named by the reader's whole phrase (./searchIndex.ts phrasesOf): by
 * its title, a keyword or a heading; else 0.5 when its title holds the phrase.
 */
function phraseMatches(index: LoadedIndex, phrase: string): Map<number, number> {
  const named = new Map<number, number>();
  if (phrase === '') return named;
  const {text, page, closeness} = index.phrases;
  text.forEach((candidate, at) => {
    const score = candidate === phrase ? closeness[at] : closeness[at] === titleCloseness && candidate.includes(phrase) ? 0.5 : 0;
    if (score > (named.get(page[at]) ?? 0)) named.set(page[at], score);
  });
  return named;
}

/** How deep a page sits in the site: all else equal, an overview comes before its children. */
function depthOf(url: string): number {
  return url.split('/').filter(Boolean).length;
}

type PageScore = {
  page: number;
  coverage: number;
  phrase: number;
  titleCoverage: number;
  keywordCoverage: number;
  headingCoverage: number;
  relevance: number;
  rank: number;
  entries: Map<number, {covered: number; relevance: number; terms: string[]}>;
};

function rankPages(index: LoadedIndex, query: PreparedQuery): {words: string[]; pages: PageScore[]} {
  const words = wordHits(index, query);
  const phrases = phraseMatches(index, compact(query.input).replace(/(とは|って|について)$/, ''));
  const totalWeight = words.reduce((sum, word) => sum + word.weight, 0);
  // Per page: the best score of each word in each kind of entry (words × kinds), and which words
  // it has anywhere, in its title, keywords and headings. Flat arrays: a common word hits thousands of entries.
  const kinds = Object.keys(kindWeight).length;
  type Collected = {
    page: number;
    entries: PageScore['entries'];
    best: Float64Array;
    found: Set<string>;
    inTitle: Set<string>;
    inKeywords: Set<string>;
    inHeading: Set<string>;
  };
  const pages = new Map<number, Collected>();
  words.forEach(({word, weight, hits}, w) => {
    for (const [id, hit] of hits) {
      const entry = index.entries.get(id);
      if (!entry) continue;
      let page = pages.get(entry.page);
      if (!page)
        pages.set(
          entry.page,
          (page = {
            page: entry.page,
            entries: new Map(),
            best: new Float64Array(words.length * kinds),
            found: new Set(),
            inTitle: new Set(),
            inKeywords: new Set(),
            inHeading: new Set(),
          }),
        );
      page.found.add(word);
      if (entry.type === DocumentType.Title) page.inTitle.add(word);
      if (entry.type === DocumentType.Keywords) page.inKeywords.add(word);
      if (entry.type === DocumentType.Heading) page.inHeading.add(word);
      const score = hit.score * kindWeight[entry.type];
      const slot = w * kinds + entry.type;
      if (score > page.best[slot]) page.best[slot] = score;
      const own = page.entries.get(id);
      if (own) {
        own.covered += weight;
        own.relevance += score;
        own.terms.push(...hit.terms);
      } else page.entries.set(id, {covered: weight, relevance: score, terms: [...hit.terms]});
    }
  });
  const weightOf = new Map(words.map(({word, weight}) => [word, weight]));
  const share = (found: Set<string>) => (totalWeight === 0 ? 0 : [...found].reduce((sum, word) => sum + weightOf.get(word)!, 0) / totalWeight);
  const ranked = [...pages.values()].map((page): PageScore => {
    const coverage = share(page.found);
    const titleCoverage = share(page.inTitle);
    const keywordCoverage = share(page.inKeywords);
    const phrase = phrases.get(page.page) ?? 0;
    const headingCoverage = share(page.inHeading);
    const relevance = page.best.reduce((sum, score) => sum + score, 0);
    const rank =
      coverage * rankWeights.coverage +
      phrase * rankWeights.phrase +
      titleCoverage * rankWeights.title +
      keywordCoverage * rankWeights.keywords +
      headingCoverage * rankWeights.heading +
      Math.log1p(relevance) * rankWeights.relevance +
      depthOf(index.titles.get(page.page)!.u) * rankWeights.depth;
    return {page: page.page, coverage, phrase, titleCoverage, keywordCoverage, headingCoverage, relevance, rank, entries: page.entries};
  });
  ranked.sort((a, b) => b.rank - a.rank);
  return {words: words.map(({word}) => word), pages: ranked};
}

/**
 * Where the matched terms are in a text, as the search bar marks them. The bar cuts its snippet
 * around the first place and fails without one: a row matched only through its URL or a folded
 * spelling gets the start of its text.
 */
function positions(text: string, matched: Set<string>): ResultRow['metadata'] {
  const metadata: ResultRow['metadata'] = {};
  for (const [term, position] of findTerms(text, matched)) if (position.length > 0) metadata[term] = {t: {position}};
  if (Object.keys(metadata).length === 0) metadata[''] = {t: {position: [[0, 0]]}};
  return metadata;
}

/** A page found for a query: the entry its row shows (an entry number of the index) and the index terms that entry matched. */
export type RankedRow = {entry: number; page: number; matched: string[]};

/** The first `limit` pages for a query, best first, each with the entry that holds most of the query; and the query's words. */
export function rank(index: LoadedIndex, query: string | PreparedQuery, limit: number): {words: string[]; rows: RankedRow[]} {
  const {words, pages} = rankPages(index, typeof query === 'string' ? prepareQuery(index, query) : query);
  const rows = pages.slice(0, limit).map(({page, entries}): RankedRow => {
    const [entry, best] = [...entries].sort(
      ([idA, a], [idB, b]) =>
        b.covered - a.covered || kindWeight[index.entries.get(idB)!.type] - kindWeight[index.entries.get(idA)!.type] || b.relevance - a.relevance,
    )[0];
    return {entry, page, matched: best.terms};
  });
  return {words, rows};
}

/**
 * A ranked page as the search bar and the search page draw it. A section's text comes from its
 * page's texts file (./contentTexts.ts) unless the index holds it; without it the row has no snippet.
 */
export function resultRow(index: LoadedIndex, {entry, page, matched}: RankedRow, words: string[], texts?: PageTexts): ResultRow {
  const {document: indexed, type} = index.entries.get(entry)!;
  const document = {...indexed, t: contentText(indexed, texts)};
  const title = index.titles.get(page)!;
  // The bar draws a keywords row as the page title with the query's words marked.
  const row: ResultRow = {document, type, page: type === DocumentType.Title ? false : title, metadata: positions(document.t, new Set(matched)), tokens: words};
  // A row that shows no passage of its page gets the page's description, with the query's words placed.
  const description = passageless.has(type) ? index.descriptions.get(page)?.t : undefined;
  if (description) row.description = {t: description, metadata: positions(description, new Set(words))};
  return row;
}

/** The kinds of rows whose text is no passage of the page: the title, the keywords, a heading. */
const passageless = new Set<DocumentTypeValue>([DocumentType.Title, DocumentType.Keywords, DocumentType.Heading]);

/** The first `limit` pages for a query, one row each, with the texts the index holds. */
export function search(index: LoadedIndex, input: string, limit: number): ResultRow[] {
  const {words, rows} = rank(index, input, limit);
  return rows.map((row) => resultRow(index, row, words));
}
