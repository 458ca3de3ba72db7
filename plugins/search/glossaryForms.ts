/**
 * The English words the search reads as Japanese (./queryForms.ts), from the glossary's data
 * (src/data/glossary.ts), the one source the glossary page shows too: each term's English
 * equivalents, the English words with no entry, and the terms written in Latin letters, which
 * read as themselves so that a longer term (Sign in with Apple) is not read word by word.
 */
import {englishWords, glossaryTerms} from '../../src/data/glossary';

/** An English phrase as the search compares it: lower case, one space between words. */
function englishKey(phrase: string): string {
  return phrase.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** English phrase (englishKey) → the Japanese the pages write. A phrase with two meanings stops the build. */
export function englishToJapanese(): Record<string, string> {
  const english = new Map<string, string>();
  const add = (phrase: string, japanese: string) => {
    const key = englishKey(phrase);
    const known = english.get(key);
    if (known !== undefined && known !== japanese) throw new Error(`glossary: "${phrase}" is the English of both ${known} and ${japanese}`);
    english.set(key, japanese);
  };
  for (const [term, equivalents] of Object.entries(glossaryTerms)) {
    if (!/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(term)) add(term, term);
    for (const phrase of equivalents) add(phrase, term);
  }
  for (const [phrase, japanese] of Object.entries(englishWords)) add(phrase, japanese);
  return Object.fromEntries([...english].sort(([a], [b]) => (a < b ? -1 : 1)));
}
