// The A/B's test of "apart beyond run-to-run noise" (scripts/bench/lib/separation.ts): the exact
// two-sided Mann–Whitney p-values of the published tables, and which side is lower.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mannWhitneyP, separation} from '../../scripts/bench/lib/separation';

const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-4, `${actual} ≠ ${expected}`);

test('exact two-sided p for five runs a side: 2/252 when fully apart, then 4/252, 8/252, 24/252 at U = 1, 2, 4', () => {
  close(mannWhitneyP([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]), 2 / 252);
  close(mannWhitneyP([1, 2, 3, 4, 6], [5, 7, 8, 9, 10]), 4 / 252);
  close(mannWhitneyP([1, 2, 3, 5, 6], [4, 7, 8, 9, 10]), 8 / 252);
  close(mannWhitneyP([1, 2, 3, 6, 7], [4, 5, 8, 9, 10]), 24 / 252);
  // Unequal sizes: 3 against 4, fully apart, 2 of C(7,3) = 35 orders.
  close(mannWhitneyP([1, 2, 3], [4, 5, 6, 7]), 2 / 35);
});

test('a difference counts only beyond noise, and names the lower side', () => {
  assert.equal(separation([2700, 2750, 2790, 2800, 2810], [3090, 3100, 3110, 3120, 3160]), 'lower');
  assert.equal(separation([3090, 3100, 3110, 3120, 3160], [2700, 2750, 2790, 2800, 2810]), 'higher');
  // Interleaved runs, as TBT gives from one run to the next: noise, whatever the medians.
  assert.equal(separation([120, 380, 90, 260, 150], [200, 110, 330, 170, 240]), 'noise');
  // Ties count half: identical runs are never apart.
  assert.equal(separation([94, 94, 94, 94, 94], [94, 94, 94, 94, 94]), 'noise');
});
