/**
 * A query as the pages would write it, before it is cut into words (./rank.ts): English words
 * read as the site's Japanese terms, and hiragana typed before conversion read as the words whose
 * readings it spells. So an English or a hiragana query finds what its Japanese form finds.
 * Both come with the index file (./searchIndex.ts): the English words from the glossary's data
 * (./glossaryForms.ts), the readings from the build's analyser (./readings.ts).
 */
import {readingKey} from './tokenize';
import type {Readings} from './readings';

/** What the index file holds for reading queries: English words (lower case) → Japanese, and readings → words. */
export type QueryForms = {english: Record<string, string>; readings: Readings};

/** The longest reading the search looks for in a hiragana run, in kana. */
const longestReading = 16;

type Prepared = {english: RegExp | undefined; japanese: Map<string, string>; readings: Map<string, string>};
const prepared = new WeakMap<QueryForms, Prepared>();

/** Any character of a word: letters, digits and the joiners of identifiers and paths (`end_users`, `/v2/notifications`). */
const wordCharacter = String.raw`[\p{L}\p{N}_\-/.]`;

function prepare(forms: QueryForms, katakanaTerms: () => Iterable<string>): Prepared {
  let known = prepared.get(forms);
  if (known) return known;
  // The longest English phrase first; spaces and hyphens between its words alike; a plural too.
  const phrases = Object.keys(forms.english).sort((a, b) => b.length - a.length);
  const pattern = phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]+/g, '[\\s-]+')).join('|');
  const english = phrases.length === 0 ? undefined : new RegExp(`(?<!${wordCharacter})(?:${pattern})(?:e?s)?(?!${wordCharacter})`, 'giu');
  // A katakana word of the index is its own reading (ぷろふぃーる → プロフィール).
  const readings = new Map(Object.entries(forms.readings));
  for (const term of katakanaTerms()) if (!readings.has(readingKey(term))) readings.set(readingKey(term), term);
  known = {english, japanese: new Map(Object.entries(forms.english)), readings};
  prepared.set(forms, known);
  return known;
}

/** The Japanese of an English phrase as the query wrote it (a plural, hyphens, several spaces). */
function japaneseOf(japanese: Map<string, string>, written: string): string | undefined {
  const phrase = written.replace(/[\s-]+/g, ' ');
  return (
    japanese.get(phrase) ?? japanese.get(phrase.replace(/s$/, '')) ?? japanese.get(phrase.replace(/es$/, '')) ?? japanese.get(written.replace(/\s+/g, ' '))
  );
}

/**
 * A hiragana run as words: the fewest pieces that are readings of the index, the kana between
 * them kept as typed (particles: の, を). Each piece counts one, each kana left over one too, so
 * a reading always beats leaving its kana; of equal covers, the one with fewer kana left wins.
 */
function readRun(run: string, readings: Map<string, string>): {text: string; left: number} {
  const best: {cost: number; left: number; from: number; word?: string}[] = [{cost: 0, left: 0, from: 0}];
  for (let end = 1; end <= run.length; end += 1) {
    let choice = {cost: best[end - 1].cost + 1, left: best[end - 1].left + 1, from: end - 1, word: undefined as string | undefined};
    for (let start = Math.max(0, end - longestReading); start < end - 1; start += 1) {
      const word = readings.get(readingKey(run.slice(start, end)));
      if (word === undefined) continue;
      const candidate = {cost: best[start].cost + 1, left: best[start].left, from: start, word};
      if (candidate.cost < choice.cost || (candidate.cost === choice.cost && candidate.left < choice.left)) choice = candidate;
    }
    best.push(choice);
  }
  const pieces: string[] = [];
  for (let end = run.length; end > 0; end = best[end].from) {
    const {from, word} = best[end];
    if (word !== undefined) pieces.unshift(` ${word} `);
    else pieces.unshift(run.slice(from, end));
  }
  return {text: pieces.join('').replace(/\s+/g, ' ').trim(), left: best[run.length].left};
}

/** Kanji or katakana: a hiragana run next to one is the okurigana or particles of a converted query. */
const converted = /[\p{Script=Han}\p{Script=Katakana}々ー]/u;

/**
 * The query with its English phrases in Japanese and its hiragana runs read as words; and, for
 * each Japanese word that stands for one English word, that word: the pages write some English
 * words too (`key` in error messages, `retry` in Retry-After), so the search looks up both. The
 * katakana terms of the index are read too; `katakanaTerms` gives them once per index.
 */
export function asJapanese(input: string, forms: QueryForms, katakanaTerms: () => Iterable<string>): {text: string; english: Map<string, string>} {
  const {english, japanese, readings} = prepare(forms, katakanaTerms);
  const wordFor = new Map<string, string>();
  let query = input.normalize('NFKC');
  // A query with an identifier's marks (response_type=id_token token, /v2/end_users) is code, not English.
  if (english && /[a-z]/i.test(query) && !/[_=/]/.test(query)) {
    query = query.replace(english, (written) => {
      const word = written.toLowerCase();
      const read = japaneseOf(japanese, word);
      if (read === undefined) return written;
      if (/^[a-z]+$/.test(word) && read !== word) wordFor.set(read, word);
      return ` ${read} `;
    });
  }
  // A run standing alone is read with its particles left over; a run next to converted words
  // (ログインできない, 予約した) only when it is a word of three kana or more read whole
  // (ぷろふぃーる削除).
  query = query.replace(/\p{Script=Hiragana}[\p{Script=Hiragana}ー]+/gu, (run, at: number, whole: string) => {
    const read = readRun(run, readings);
    const alone = !converted.test(whole[at - 1] ?? '') && !converted.test(whole[at + run.length] ?? '');
    return alone || (run.length >= 3 && read.left === 0) ? ` ${read.text} ` : run;
  });
  // Keep a final space: it tells the search the reader finished the last word.
  return {text: query.replace(/\s+/g, ' ').trim() + (/\s$/.test(input) ? ' ' : ''), english: wordFor};
}
