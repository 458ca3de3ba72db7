// The slugger tool must give exactly the ids the build gives. Compare with Docusaurus's own slugger.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSlugger} from '@docusaurus/utils';
import {headingIds} from '../../src/lib/headingIds';

function buildIds(headings: string[]): string[] {
  const slugger = createSlugger();
  return headings.map((heading) => slugger.slug(heading));
}

const pages: Record<string, string[]> = {
  japanese: ['ID Token の検証', 'リクエストパラメーター', 'エラーレスポンス', '認可コードフロー（PKCE あり）'],
  mixed: ['X-API-Key ヘッダー', 'Messaging API v2', 'E.164 形式', 'Yahoo! JAPAN の設定', 'name#ja-Kana-JP'],
  emoji: ['🚀 はじめに', '注意 ⚠️', '✅ 確認する'],
  symbols: ['`code` と *強調*', 'C++ / C#', '100% 〜 200%', '「かぎ括弧」と『二重』'],
  duplicates: ['リクエスト', 'レスポンス', 'リクエスト', 'リクエスト', 'リクエスト-1'],
};

for (const [name, headings] of Object.entries(pages)) {
  test(`ids match the build's slugger: ${name}`, () => {
    assert.deepEqual(
      headingIds(headings).map((row) => row.id),
      buildIds(headings),
    );
  });
}

test('known ids for Japanese and mixed headings', () => {
  assert.deepEqual(
    headingIds(['ID Token の検証', 'E.164 形式', 'リダイレクト URI']).map((row) => row.id),
    ['id-token-の検証', 'e164-形式', 'リダイレクト-uri'],
  );
});

test('duplicates are numbered and point at the first heading with the same id', () => {
  const rows = headingIds(['リクエスト', 'レスポンス', 'リクエスト', 'リクエスト']);
  assert.deepEqual(
    rows.map((row) => row.id),
    ['リクエスト', 'レスポンス', 'リクエスト-1', 'リクエスト-2'],
  );
  assert.deepEqual(
    rows.map((row) => row.duplicateOf),
    [null, null, 0, 0],
  );
});
