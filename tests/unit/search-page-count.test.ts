// The search page's count (src/theme/SearchPage/resultCount.ts): it lists at most 100 pages and
// asks the worker for one more, so that a 101st says "100件以上" rather than a number.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MAX_PAGES, REQUEST_LIMIT, resultCount} from '../../src/theme/SearchPage/resultCount';

test('the page asks for just enough rows to tell "more than it lists" from "as many as it lists"', () => {
  // A full answer to the request is more than the page lists; one row fewer is exactly what it lists.
  assert.deepEqual(resultCount(REQUEST_LIMIT), {shown: MAX_PAGES, atLeast: true});
  assert.deepEqual(resultCount(REQUEST_LIMIT - 1), {shown: MAX_PAGES, atLeast: false});
});

test('up to 100 rows: the number of rows, exact', () => {
  assert.deepEqual(resultCount(0), {shown: 0, atLeast: false});
  assert.deepEqual(resultCount(1), {shown: 1, atLeast: false});
  assert.deepEqual(resultCount(12), {shown: 12, atLeast: false});
  assert.deepEqual(resultCount(100), {shown: 100, atLeast: false});
});

test('101 rows or more: 100, as a floor', () => {
  assert.deepEqual(resultCount(101), {shown: 100, atLeast: true});
  // A worker that ignores the limit still gets a list of 100.
  assert.deepEqual(resultCount(250), {shown: 100, atLeast: true});
});
