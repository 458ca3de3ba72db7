// The Lighthouse benchmark's long tasks (scripts/bench/lib/lighthouse-run.ts): they tell whether a
// page's blocking time is its own first style and layout or a script's, so the names must say which.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {longestTasks} from '../../scripts/bench/lib/lighthouse-run';

const page = 'http://127.0.0.1:4173/social-login/setup';

test('the longest tasks come first, the page named as the page and scripts by their file', () => {
  const tasks = longestTasks(
    [
      {url: 'http://127.0.0.1:4173/assets/js/main.1970369d.js', startTime: 2300.4, duration: 139.2},
      {url: page, startTime: 1051, duration: 477},
      {url: '', startTime: 758, duration: 101},
      {url: 'http://127.0.0.1:4173/assets/js/2211.c9cdb0cb.js', startTime: 2729, duration: 75},
    ],
    page,
  );
  assert.deepEqual(tasks, [
    {source: 'page', startMs: 1051, durationMs: 477},
    {source: 'main.1970369d.js', startMs: 2300, durationMs: 139},
    {source: 'unattributable', startMs: 758, durationMs: 101},
  ]);
});
