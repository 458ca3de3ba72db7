// plugins/search/invertedIndex.ts against the BM25 formula worked by hand (k1 = 1.2, b = 0.7, the
// constants the module names), and the edges of prefix, typo and one-edit lookups.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildInvertedIndex, InvertedIndex, oneEditApart} from '../../plugins/search/invertedIndex';

// Three entries of 2, 1 and 3 terms: the average length is 2.
const index = new InvertedIndex(buildInvertedIndex([['apple', 'banana'], ['apple'], ['cherry', 'cherry', 'apple']]));
const close = (actual: number, expected: number, what: string) => assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} ≠ ${expected}`);

/** BM25 of one term in one entry, written out from the formula. */
function bm25(tf: number, df: number, length: number): number {
  const idf = Math.log(1 + (3 - df + 0.5) / (df + 0.5));
  return (idf * (tf * 2.2)) / (tf + 1.2 * (1 - 0.7 + (0.7 * length) / 2));
}

test('a whole term scores BM25 in each entry that holds it', () => {
  const cherry = index.find('cherry');
  assert.deepEqual([...cherry.keys()], [2]);
  close(cherry.get(2)!.score, bm25(2, 1, 3), 'cherry twice in the longest entry');
  assert.deepEqual(cherry.get(2)!.terms, ['cherry']);
  const apple = index.find('apple');
  assert.deepEqual([...apple.keys()].sort(), [0, 1, 2]);
  close(apple.get(1)!.score, bm25(1, 3, 1), 'apple in the shortest entry');
  assert.ok(apple.get(1)!.score > apple.get(2)!.score, 'a shorter entry scores higher for the same count');
});

test('a prefix counts half, only when asked, and adds up with the whole term in one entry', () => {
  assert.equal(index.find('app').size, 0, 'no prefix lookup by default');
  const prefixed = index.find('cher', {prefix: true});
  close(prefixed.get(2)!.score, 0.5 * bm25(2, 1, 3), 'cherry through a prefix');
  const both = new InvertedIndex(buildInvertedIndex([['key', 'keys'], ['keys']])).find('key', {prefix: true});
  assert.deepEqual(both.get(0)!.terms, ['key', 'keys']);
  assert.ok(both.get(0)!.score > both.get(1)!.score);
  // The last term of the index as a prefix: the lookup stops at the end of the terms.
  assert.deepEqual([...index.find('che', {prefix: true}).keys()], [2]);
});

test('a typo counts 0.4, only when nothing else is found', () => {
  const slip = index.find('chery', {typo: true});
  close(slip.get(2)!.score, 0.4 * bm25(2, 1, 3), 'cherry one letter away');
  assert.equal(index.find('chery').size, 0, 'no typo lookup by default');
  const typoIndex = new InvertedIndex(buildInvertedIndex([['token'], ['taken']]));
  assert.deepEqual([...typoIndex.find('token', {typo: true}).keys()], [0], 'a word that is found brings no typo hits');
});

test('one edit apart: one character inserted, deleted or replaced anywhere, and nothing more', () => {
  for (const [a, b] of [
    ['abc', 'abd'],
    ['abc', 'xbc'],
    ['abc', 'ab'],
    ['ab', 'abc'],
    ['abc', 'bc'],
    ['', 'a'],
    ['webhook', 'webhok'],
  ])
    assert.equal(oneEditApart(a, b), true, `${a} / ${b}`);
  for (const [a, b] of [
    ['abc', 'abc'],
    ['abc', 'acb'],
    ['ab', 'ba'],
    ['abc', 'a'],
    ['a', 'abc'],
    ['abcd', 'abxy'],
    ['abc', 'xyz'],
  ])
    assert.equal(oneEditApart(a, b), false, `${a} / ${b}`);
});
