/**
 * The last line of `npm test`: `N passed, N failed` over every suite, from the node test runner's
 * TAP summaries (unit and examples, interop), Playwright's JSON report and the checks (typecheck,
 * lint, knip, textlint, build) that scripts/test-all.sh counted. A suite that left no report counts as one failure, never as nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

type Counts = {passed: number; failed: number; skipped: number};

/** The `# pass N`, `# fail N`, `# cancelled N` and `# skipped N` lines the node test runner's TAP ends with. */
export function unitCounts(tap: string): Counts {
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? Number.NaN);
  const [passed, failed, cancelled, skipped] = ['pass', 'fail', 'cancelled', 'skipped'].map(count);
  if ([passed, failed].some(Number.isNaN)) throw new Error("the unit runner's report has no summary");
  return {passed: passed, failed: failed + (cancelled || 0), skipped: skipped || 0};
}

/**
 * The part of Playwright's JSON report that counts: `expected` tests passed; `unexpected` and
 * `flaky` ones failed (no retries here), and so did each of the run's errors outside any test,
 * which fails the run as a failed test does.
 */
type E2eReport = {stats: {expected: number; unexpected: number; flaky: number; skipped: number}; errors?: unknown[]};

export function e2eCounts(report: E2eReport): Counts {
  const {expected, unexpected, flaky, skipped} = report.stats;
  return {passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), skipped};
}

export function summaryLine(suites: Record<string, Counts | Error>, checks: {passed: number; failed: number}): string {
  let passed = checks.passed;
  let failed = checks.failed;
  const parts: string[] = [];
  for (const [name, counts] of Object.entries(suites)) {
    if (counts instanceof Error) {
      failed += 1;
      parts.push(`${name}: no report (${counts.message})`);
    } else {
      passed += counts.passed;
      failed += counts.failed;
      parts.push(`${name} ${counts.passed}/${counts.passed + counts.failed}${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
    }
  }
  parts.push(`checks ${checks.passed}/${checks.passed + checks.failed}`);
  return `${passed} passed, ${failed} failed (${parts.join('; ')})`;
}

function read<T>(file: string, parse: (text: string) => T): T | Error {
  try {
    return parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

if (require.main === module) {
  const [logDir = '', checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);
  const suites = {
    'unit and examples': read(path.join(logDir, 'unit.tap'), unitCounts),
    e2e: read(path.join(logDir, 'e2e.json'), (text) => e2eCounts(JSON.parse(text) as E2eReport)),
    interop: read(path.join(logDir, 'interop.tap'), unitCounts),
  };
  console.log(summaryLine(suites, {passed: Number(checksPassed), failed: Number(checksFailed)}));
}
