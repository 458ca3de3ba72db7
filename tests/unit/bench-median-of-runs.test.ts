// The Lighthouse benchmark's medians (scripts/bench/lib/lighthouse-run.ts): the speed goal compares
// median TBTs, so each figure is the median of its own runs, not the figure of one chosen run.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {medianOfRuns} from '../../scripts/bench/lib/lighthouse-run';

const run = (performance: number, tbtMs: number, lcpMs: number, losses: string) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: 900,
  lcpMs,
  tbtMs,
  cls: 0,
  losses,
  cpuIndex: 1200,
});

test('each figure is the median of its own runs; the losses come from the run with the median score', () => {
  // The run with the median score (80) had the highest TBT of the three.
  const median = medianOfRuns([run(75, 900, 2400, 'a'), run(80, 1600, 2100, 'b'), run(90, 300, 2000, 'c')]);
  assert.equal(median.performance, 80);
  assert.equal(median.tbtMs, 900);
  assert.equal(median.lcpMs, 2100);
  assert.equal(median.losses, 'b');
});
