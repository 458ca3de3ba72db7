/**
 * One tokenizer for the index (at build time, in Node) and the query (in the search worker), so
 * that both are cut the same way:
 * 1. Normalise each character: NFKC (ＡＰＩ → API, ﾘｯﾁ → リッチ); lower case each term.
 * 2. Split at every boundary between Japanese and Latin letters or digits, in both directions:
 *    `キーAPI`, `APIキー`, `429エラー` and `E164` cut as their spaced forms do.
 * 3. Segment each Japanese run into words (./segmenter.ts). A katakana run is also kept whole, so
 *    `ログインボタン` finds `ログイン ボタン` and the other way round.
 * 4. Fold what readers mix up in katakana: small kana (ウェブ/ウエブ) and a final long vowel
 *    (ユーザー/ユーザ, プロバイダー/プロバイダ).
 * 5. Latin identifiers keep their joined form and their parts: `redirect_uri_mismatch` gives
 *    itself, `redirect`, `uri` and `mismatch`; `oauth2` also gives `oauth` and `2`.
 * Each token keeps its place in the original text, for the marks in the search results.
 */
import {segmentJapanese, type Segment} from './segmenter';

/**
 * A term and its place in the original text. A katakana run gives its whole form (`compound`)
 * and its words (`part`); the query uses the whole when the index has it, else the words.
 */
export type Token = {term: string; start: number; end: number; compound?: true; part?: true};

// Characters that join Latin words into one identifier: snake_case, kebab-case, paths, E.164.
const joiner = /[_\-./]/;
const smallKana: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ヵ: 'カ',
  ヶ: 'ケ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
};

/**
 * Particles and endings that carry nothing a reader searches for. They are left out of the index
 * and the query alike; a query made of nothing else finds nothing rather than every page.
 */
const stopWords = new Set(
  'の に は を た が で て と し れ さ も な い か や へ よ ね から まで より です ます する した して され れる られる ある いる こと もの よう ため この その あの これ それ など ください どこ どう どの どれ どちら なに 何 いつ なる したい いい'.split(
    ' ',
  ),
);

/**
 * NFKC text and, for each of its characters, the index of the original character. Case is
 * folded per token, after camelCase has been seen (WebhookURL → webhook, url).
 */
function normalise(text: string): {text: string; origin: number[]} {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    // A half-width voiced mark belongs to the kana before it: ｶﾞ → ガ, one character.
    const mark = text[i + char.length];
    const unit = mark === 'ﾞ' || mark === 'ﾟ' ? char + mark : char;
    // One origin per UTF-16 unit, as the text is indexed: 𠮷 and 😀 are two units each.
    const folded = unit.normalize('NFKC');
    out += folded;
    origin.push(...new Array<number>(folded.length).fill(i));
    i += unit.length;
  }
  return {text: out, origin};
}

/** Small kana made large (ウェブ → ウエブ): readers write both. */
function foldSmallKana(text: string): string {
  return text.replace(/[ァィゥェォヵヶッャュョヮ]/g, (kana) => smallKana[kana]);
}

/** A katakana term as the index keeps it: small kana made large, a final long vowel dropped. */
function foldKatakana(term: string): string {
  let folded = foldSmallKana(term);
  // Only a word of three or more characters loses its final long vowel (ユーザー, not ルー).
  if (folded.length >= 4 && folded.endsWith('ー')) folded = folded.slice(0, -1);
  return folded;
}

/** The katakana spelling of a hiragana word (ぷろふぃーる → プロフィール). */
function toKatakana(term: string): string {
  return term.replace(/[\u3041-\u3096]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));
}

/**
 * A reading as the search compares readings: in katakana, small kana made large, without long
 * vowels, so that the spellings readers mix up meet: ゆーざ and ユーザー, うぇぶ and ウエブ
 * (./readings.ts, ./queryForms.ts).
 */
export function readingKey(kana: string): string {
  return foldSmallKana(toKatakana(kana.normalize('NFKC'))).replace(/ー/g, '');
}

/** The tokens of a Latin or digit run joined by `_ - . /` (one identifier; it begins and ends with a letter or digit). */
function identifierTokens(run: string, start: number): Token[] {
  const tokens: Token[] = [];
  const push = (term: string, at: number) => tokens.push({term, start: at, end: at + term.length});
  const words = [...run.matchAll(/[^_\-./]+/g)];
  if (words.length > 1) {
    push(run, start);
    // Path segments keep their own joined form: /v2/end_users gives end_users too.
    if (run.includes('/')) {
      for (const segment of run.matchAll(/[^/]+/g)) if (joiner.test(segment[0])) push(segment[0], start + segment.index);
    }
  }
  for (const word of words) {
    const at = start + word.index;
    push(word[0], at);
    // Letters and digits in one word also count apart (oauth2, e164, v2), and so do the words
    // of camelCase (WebhookURL, MessagingAPI, UserInfo).
    const parts = [...word[0].matchAll(/\p{Nd}+|\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|[^\p{Nd}\p{Lu}\p{Ll}]+/gu)];
    if (parts.length > 1) for (const part of parts) push(part[0], at + part.index);
  }
  return tokens;
}

/**
 * The tokens of a Japanese run. Katakana runs are kept whole, with the segmenter's words as
 * parts: segmenters cut unknown katakana words at random (トーク|ン, プロ|バイ|ダ), differently
 * with and without a long vowel, so the whole is what index and query can share. Their terms are
 * folded (foldKatakana).
 */
function japaneseTokens(run: string, start: number, segment: Segment, katakana: boolean): Token[] {
  const token = (text: string, at: number) => ({term: katakana ? foldKatakana(text) : text, start: start + at, end: start + at + text.length});
  if (!katakana) return segment(run).map((word) => token(word.text, word.index));
  const parts = segment(run);
  if (parts.length <= 1) return [token(run, 0)];
  return [{...token(run, 0), compound: true}, ...parts.map((word) => ({...token(word.text, word.index), part: true as const}))];
}

/** The tokens of a text, each with its place in the original text. */
export function tokenize(text: string, segment: Segment = segmentJapanese): Token[] {
  const {text: normalised, origin} = normalise(text);
  const tokens: Token[] = [];
  // Runs of one kind: katakana; kanji and hiragana; Latin letters and digits with the joiners
  // between them.
  const runs =
    /(?<katakana>\p{Script=Katakana}[\p{Script=Katakana}ー]*)|[\p{Script=Hiragana}\p{Script=Han}々〆][\p{Script=Hiragana}\p{Script=Han}々〆ー]*|(?<identifier>[\p{Script=Latin}\p{Nd}]+(?:[_\-./]+[\p{Script=Latin}\p{Nd}]+)*)/gu;
  for (const run of normalised.matchAll(runs)) {
    const {katakana, identifier} = run.groups!;
    const found = identifier ? identifierTokens(run[0], run.index) : japaneseTokens(run[0], run.index, segment, Boolean(katakana));
    for (const token of found) {
      const term = token.term.toLowerCase();
      if (stopWords.has(term)) continue;
      // Back to the original text: its first character and the one after its last.
      tokens.push({...token, term, start: origin[token.start], end: origin[token.end] ?? text.length});
    }
  }
  return tokens;
}

/** The index terms of a text, in order, repeated as often as they occur. */
export function terms(text: string, segment: Segment = segmentJapanese): string[] {
  return tokenize(text, segment).map((token) => token.term);
}

/** A query word: a term, or a katakana run with the words to fall back on when the index lacks it. */
export type QueryWord = {term: string; parts: string[]};

/** A query's words: its terms, a katakana run with its parts to fall back on. */
export function queryWords(query: string, segment: Segment = segmentJapanese): QueryWord[] {
  const words = new Map<string, QueryWord>();
  let compound: QueryWord | undefined;
  for (const token of tokenize(query, segment)) {
    if (token.part && compound) compound.parts.push(token.term);
    else {
      compound = token.compound ? {term: token.term, parts: []} : undefined;
      if (!words.has(token.term)) words.set(token.term, compound ?? {term: token.term, parts: []});
    }
  }
  return [...words.values()];
}

/**
 * A text reduced to what a reader's phrase must share with a title: normalised, lower case,
 * without spaces, punctuation or long vowels, small kana made large. 「サービスの作成」 and
 * 「サービス の 作成」 compare equal; so do ＩＤトークン and IDトークン.
 */
export function compact(text: string): string {
  // No places to keep here, so the whole string is normalised at once (normalise() is per character).
  return foldSmallKana(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s\p{P}\p{S}ー]/gu, ''),
  );
}

/**
 * Where each term occurs in a text, found by search rather than by cutting the text again (a
 * result's section can be long; the worker marks eight of them per keystroke). The text is
 * folded as the terms are; a Latin term counts only as a whole word (`id` not in `valid`).
 */
export function findTerms(text: string, terms: Iterable<string>): Map<string, [number, number][]> {
  const {text: normalised, origin} = normalise(text);
  const folded = foldSmallKana(normalised.toLowerCase());
  const latin = /[\p{Script=Latin}\p{Nd}]/u;
  const found = new Map<string, [number, number][]>();
  for (const term of terms) {
    const places: [number, number][] = [];
    const wholeWord = latin.test(term[0]);
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      const end = at + term.length;
      if (wholeWord && (latin.test(folded[at - 1] ?? '') || latin.test(folded[end] ?? ''))) continue;
      const start = origin[at];
      places.push([start, (origin[end] ?? text.length) - start]);
    }
    found.set(term, places);
  }
  return found;
}
