// Japanese queries readers type must find their page: at least 90% of tests/search-queries.json
// have the expected page among the first 8 results of the search page (all areas).
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

type Case = {query: string; page: string};
const cases: Case[] = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'search-queries.json'), 'utf8'));

test('recall@8 of the Japanese query set is at least 90%', async ({page}) => {
  test.setTimeout(180_000);
  expect(cases.length).toBeGreaterThanOrEqual(30);
  const misses: string[] = [];
  for (const {query, page: expected} of cases) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const results = page.locator('article[class*="searchResultItem"] h2 a');
    const noResults = page.getByText('結果が見つかりません');
    await expect(results.first().or(noResults)).toBeVisible();
    const hrefs = await results.evaluateAll((links) => links.slice(0, 8).map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
    if (!hrefs.includes(expected)) misses.push(`${query} → expected ${expected}, got ${hrefs.join(', ') || 'nothing'}`);
  }
  const recall = (cases.length - misses.length) / cases.length;
  console.log(`search recall@8: ${(recall * 100).toFixed(1)}% (${cases.length - misses.length}/${cases.length})`);
  if (misses.length) console.log(`misses:\n${misses.join('\n')}`);
  expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});
