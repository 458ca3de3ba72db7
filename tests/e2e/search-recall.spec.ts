// Japanese queries readers type must find their page: at least 90% of tests/search-queries.json
// have the expected page among the first 8 results of the search page (all areas).
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

type Case = {query: string; page: string};
const cases: Case[] = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'search-queries.json'), 'utf8'));

test('recall@8 of the Japanese query set is at least 90%', async ({page}) => {
  test.setTimeout(300_000);
  expect(cases.length).toBeGreaterThanOrEqual(30);
  const misses: string[] = [];
  // One search page for all queries: the index loads once, as it does for a reader.
  await page.goto('/search');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const input = page.locator('#__docusaurus_skipToContent_fallback input[type="search"]');
  const results = page.locator('article[class*="searchResultItem"] h2 a');
  const noResults = page.getByText('結果が見つかりません');
  for (const {query, page: expected} of cases) {
    await input.fill('');
    await expect(results).toHaveCount(0);
    await input.fill(query);
    const answered = await results.first().or(noResults).waitFor({timeout: 15_000}).then(() => true, () => false);
    if (!answered) {
      misses.push(`${query} → the search page showed neither results nor 結果が見つかりません`);
      continue;
    }
    const hrefs = await results.evaluateAll((links) => links.slice(0, 8).map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
    if (!hrefs.includes(expected)) misses.push(`${query} → expected ${expected}, got ${hrefs.join(', ') || 'nothing'}`);
  }
  const recall = (cases.length - misses.length) / cases.length;
  console.log(`search recall@8: ${(recall * 100).toFixed(1)}% (${cases.length - misses.length}/${cases.length})`);
  if (misses.length) console.log(`misses:\n${misses.join('\n')}`);
  expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});
