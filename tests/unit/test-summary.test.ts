// The last line of `npm test` (scripts/test-summary.ts): counts from each runner's own report, and a
// suite that left no report counts as a failure.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {e2eCounts, summaryLine, unitCounts} from '../../scripts/test-summary';

test("the unit runner's TAP summary gives passed, failed (cancelled included) and skipped", () => {
  const tap = 'TAP version 13\nok 1 - a\n# tests 12\n# suites 0\n# pass 9\n# fail 1\n# cancelled 1\n# skipped 1\n# todo 0\n';
  assert.deepEqual(unitCounts(tap), {passed: 9, failed: 2, skipped: 1});
  assert.throws(() => unitCounts('ok 1 - a\n'), /no summary/);
});

test("Playwright's stats: expected passed, unexpected and flaky failed", () => {
  assert.deepEqual(e2eCounts({stats: {expected: 207, unexpected: 1, flaky: 1, skipped: 1}}), {passed: 207, failed: 2, skipped: 1});
  assert.deepEqual(
    e2eCounts({stats: {expected: 213, unexpected: 0, flaky: 0, skipped: 1}, errors: [{message: 'route.fetch: Test ended.'}]}),
    {passed: 213, failed: 1, skipped: 1},
    'an error outside any test fails the run',
  );
});

test('one line over every suite, with a missing report as one failure', () => {
  const line = summaryLine({unit: {passed: 10, failed: 0, skipped: 0}, e2e: {passed: 5, failed: 1, skipped: 2}}, {passed: 3, failed: 0});
  assert.equal(line, '18 passed, 1 failed (unit 10/10; e2e 5/6, 2 skipped; checks 3/3)');
  assert.match(
    summaryLine({unit: {passed: 10, failed: 0, skipped: 0}, e2e: new Error('ENOENT')}, {passed: 2, failed: 1}),
    /^12 passed, 2 failed \(unit 10\/10; e2e: no report \(ENOENT\); checks 2\/3\)$/,
  );
});
