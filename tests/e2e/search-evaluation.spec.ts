// The site search on the evaluation set (tests/search/evaluation.json): recall@8 ≥ 99 % and
// MRR ≥ 0.93 in the production build's all-areas index, and recall@8 ≥ 95 % in each class of
// queries, over the whole set and over the fifth set aside from tuning. The ranking is plugins/search/rank.ts, the code the search worker runs; the
// last test checks that the worker in Chromium answers as the ranking does here, snippets included.
import {test, expect} from '@playwright/test';
import {cutoff, evaluate, loadEvaluationSet} from '../../scripts/search/evaluation';
import {builtSearchIndex} from './support/search-index';
import {search} from '../../plugins/search/rank';
import {recordWorkerCalls, type WorkerCall} from '../../scripts/search/worker-calls';
import {DocumentType, type ResultRow} from '../../plugins/search/upstream/shapes';

const queries = loadEvaluationSet();

for (const [name, set] of [
  ['the whole set', queries],
  ['the fifth set aside from tuning', queries.filter((query) => query.holdout)],
] as const) {
  test(`${name}: recall@${cutoff} ≥ 99 % and MRR ≥ 0.93, each class recall@${cutoff} ≥ 95 %`, () => {
    const report = evaluate(builtSearchIndex(), set);
    console.log(`${name}: ${report.text}`);
    expect(report.recall, report.text).toBeGreaterThanOrEqual(0.99);
    expect(report.mrr, report.text).toBeGreaterThanOrEqual(0.93);
    expect(
      report.classes.filter((one) => one.recall < 0.95).map((one) => one.name),
      report.text,
    ).toEqual([]);
  });
}

test('the worker in Chromium ranks as the ranking does in Node, whatever script the query is in', async ({page}) => {
  await page.addInitScript(recordWorkerCalls);
  await page.goto('/');
  const box = page.locator('.navbar__items--right input.navbar__search-input');
  const options = page.locator('.navbar__search [role="listbox"] [role="option"]');
  const sample = [
    'IDトークン検証',
    'APIキー再発行',
    '429エラー',
    'エラー429',
    'WebhookURL登録',
    'ｿｰｼｬﾙﾛｸﾞｲﾝ',
    'ぷろふぃーる',
    'redirect_uri_mismatch',
    '/v2/end_users',
    'メッセージが届かない',
    'かいいんとうろく',
    'rate limit',
  ];
  const problems: string[] = [];
  for (const query of sample) {
    await box.fill(query);
    // The bar asks for the rows first, then, if a row shows a section's passage, for them with their passages.
    const answer = async (withPassages: boolean) =>
      (await (
        await page.waitForFunction(
          ([q, passages]) =>
            (window as unknown as {workerCalls: WorkerCall[]}).workerCalls.find(
              (call) => call.method === 'search' && call.input === q && (call.withSnippets !== 0) === passages,
            )?.value,
          [query, withPassages] as const,
          {timeout: 20_000},
        )
      ).jsonValue()) as ResultRow[];
    const first = await answer(false);
    const rows = first.some((row) => row.type === DocumentType.Content) ? await answer(true) : first;
    const inNode = search(builtSearchIndex(), query, 8);
    const [inBrowser, inNodeUrls] = [rows, inNode].map((answer) => answer.map((row) => row.document.u).join(' '));
    if (inBrowser !== inNodeUrls) problems.push(`${query}\n  Chromium: ${inBrowser}\n  Node:     ${inNodeUrls}`);
    // The worker has each row's text from its page's texts file, as Node has from the whole index.
    else expect(rows, `${query}: the rows' texts and marks`).toEqual(inNode);
    // The bar draws each row it was given.
    await expect(options).toHaveCount(rows.length);
  }
  expect(problems, 'queries Chromium ranked differently from Node').toEqual([]);
});
