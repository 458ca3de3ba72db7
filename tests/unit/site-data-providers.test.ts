// <ProviderClaims> (src/remark/siteData/providers.ts) cell by cell against the data module it renders
// (src/data/providerProfiles.ts): every symbol, every condition of a △, every scope row.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {providerElements} from '../../src/remark/siteData/providers';
import type {MdNode} from '../../src/remark/siteData/mdast';
import {markdownOf as markdown, tableCells as rows} from '../lib/mdast';
import {claimCell, legacyProviders, oidcClaims, oidcProviders, profileItems, providerNames, providerScopes} from '../../src/data/providerProfiles';

const {ProviderClaims} = providerElements;
const flow = {flow: true};

const items = (node: MdNode) => node.children!.map((item) => markdown(item.children![0].children));
const symbols = {yes: '○', conditional: '△', no: '×'} as const;

test('the OpenID Connect matrix: a legend, a row per claim with the symbol of each provider, then each △ with its condition', () => {
  const [legend, matrix, lead, conditions] = ProviderClaims({}, flow);
  assert.match(markdown(legend.children), /^○ は取得できる、△ は条件を満たしたときだけ取得できる、× は取得できない項目です。/);
  assert.equal(markdown(lead.children), '△ の条件は次のとおりです。');
  const [header, ...body] = rows(matrix);
  assert.deepEqual(header, ['クレーム', '内容', '`scope`', ...oidcProviders.map((p) => providerNames[p])]);
  const expectedConditions: string[] = [];
  oidcClaims.forEach((claim, at) => {
    assert.deepEqual(body[at].slice(0, 3), [`\`${claim.claim}\``, claim.label, `\`${claim.scope}\``]);
    oidcProviders.forEach((provider, column) => {
      const cell = claimCell(claim, provider);
      const shown = cell.availability === 'yes' && cell.note === '表示名' ? '○（表示名）' : symbols[cell.availability];
      assert.equal(body[at][3 + column], shown, `${claim.claim} × ${provider}`);
      if (cell.availability === 'conditional')
        expectedConditions.push(`${providerNames[provider]}${/[\x21-\x7e]$/.test(providerNames[provider]) ? ' ' : ''}の \`${claim.claim}\`：${cell.note}`);
    });
  });
  assert.ok(expectedConditions.length > 0);
  assert.deepEqual(items(conditions), expectedConditions);
});

test('the legacy matrix: a row per profile item that has legacy fields, the symbol of each provider, then each △', () => {
  const [legend, matrix, lead, conditions] = ProviderClaims({version: 'legacy'}, flow);
  assert.match(markdown(legend.children), /^○ は取得できる/);
  assert.equal(markdown(lead.children), '△ の条件は次のとおりです。');
  const legacyItems = Object.values(profileItems).filter((item) => item.legacyFields);
  const [header, ...body] = rows(matrix);
  assert.deepEqual(header, ['項目', 'フィールド', ...legacyProviders.map((p) => providerNames[p])]);
  assert.deepEqual(
    body.map((row) => row[0]),
    legacyItems.map((item) => item.label),
  );
  const expectedConditions: string[] = [];
  legacyItems.forEach((item, at) => {
    assert.equal(body[at][1], item.legacyFields);
    legacyProviders.forEach((provider, column) => {
      assert.equal(body[at][2 + column], symbols[item.cells[provider]], `${item.label} × ${provider}`);
      if (item.cells[provider] === 'conditional')
        expectedConditions.push(
          `${providerNames[provider]}${/[\x21-\x7e]$/.test(providerNames[provider]) ? ' ' : ''}の${item.label}：${item.notes?.[provider]}`,
        );
    });
  });
  assert.deepEqual(items(conditions), expectedConditions);
});

test("one provider's table: a row per scope that brings a claim, what the site asks the provider for, the claims and their conditions", () => {
  for (const provider of oidcProviders) {
    const [scopeTable, missing] = ProviderClaims({provider}, flow);
    const [header, ...body] = rows(scopeTable);
    assert.deepEqual(header, ['サイトの `scope`', `${providerNames[provider]} に求める権限`, '届くクレーム']);
    assert.equal(body[0][0], '`openid`');
    assert.match(body[0][2], /`sub`、`provider`、`provider_uid`/, `${provider}: openid always brings sub, provider, provider_uid`);
    for (const row of body) assert.equal(row[1], providerScopes[provider][row[0].replace(/`/g, '') as 'openid'] ?? '（なし）');
    const never = oidcClaims.filter((claim) => claimCell(claim, provider).availability === 'no').map((claim) => `\`${claim.claim}\``);
    assert.ok(markdown(missing.children).includes(`${never.join('、')} は届きません。`), provider);
    assert.ok(
      markdown(missing.children).endsWith(
        'ほかのログインプロバイダーとの比較は [取得できるプロフィール](/social-login/available-profiles) を参照してください。',
      ),
    );
    for (const claim of oidcClaims) {
      const cell = claimCell(claim, provider);
      const row = body.find((candidate) => candidate[0] === `\`${claim.scope}\``);
      if (cell.availability === 'no') assert.ok(!row?.[2].includes(`\`${claim.claim}\``), `${provider}: ${claim.claim} is not listed as arriving`);
      else {
        assert.ok(row, `${provider}: a row for ${claim.scope}`);
        assert.ok(row[2].includes(`\`${claim.claim}\``), `${provider}: ${claim.claim} arrives with ${claim.scope}`);
        if (cell.note) assert.ok(row[2].includes(cell.note), `${provider}: the condition of ${claim.claim}`);
      }
    }
  }
  // Yahoo! JAPAN asks for no phone scope: that row is left out, and its claims named as missing.
  const [yahoo] = ProviderClaims({provider: 'yahoo'}, flow);
  assert.ok(!rows(yahoo).some((row) => row[0] === '`phone`'));
});

test("a condition every claim of a row shares is said once after the row's claims", () => {
  let checked = 0;
  for (const provider of oidcProviders) {
    const [scopeTable] = ProviderClaims({provider}, flow);
    for (const row of rows(scopeTable).slice(1)) {
      const claims = oidcClaims.filter((claim) => `\`${claim.scope}\`` === row[0] && claimCell(claim, provider).availability !== 'no');
      const notes = new Set(claims.map((claim) => claimCell(claim, provider).note));
      if (row[0] === '`openid`' || claims.length < 2 || notes.size !== 1) continue;
      const [note] = [...notes];
      const said = note ? `（${note}）` : '';
      assert.equal(row[2], `${claims.map((claim) => `\`${claim.claim}\``).join('、')}${said}`, `${provider} ${row[0]}`);
      checked += 1;
    }
  }
  assert.ok(checked > 0, 'rows of two or more claims on one condition exist');
});

test('the mistakes a writer can make', () => {
  assert.throws(() => ProviderClaims({}, {flow: false}), /<ProviderClaims \/> renders tables: put it on a line of its own/);
  assert.throws(() => ProviderClaims({provider: 'facebook'}, flow), /provider="facebook" is not a provider of the OpenID Connect version/);
  assert.throws(() => ProviderClaims({version: 'v3'}, flow), /version="v3": oidc or legacy/);
  assert.equal(rows(ProviderClaims({version: 'oidc'}, flow)[1]).length - 1, oidcClaims.length);
});
