/**
 * `<ProviderClaims />`: the OpenID Connect version's claim × provider matrix.
 * `<ProviderClaims provider="line" />`: one provider's scope table (what is asked for, what arrives).
 * `<ProviderClaims version="legacy" />`: the legacy version's profile item × provider matrix.
 * All from src/data/providerProfiles.ts, each followed by the conditions of its △ cells.
 */
import {
  claimCell,
  legacyProviders,
  oidcClaims,
  oidcProviders,
  profileItems,
  providerNames,
  providerScopes,
  type Availability,
  type ProviderId,
  type Scope,
} from '../../data/providerProfiles';
import {inline, paragraph, table, withParticle, type MdNode} from './mdast';
import type {Renderer} from './types';

const symbol: Record<Availability, string> = {yes: '○', conditional: '△', no: '×'};
const legend =
  '○ は取得できる、△ は条件を満たしたときだけ取得できる、× は取得できない項目です。○ の項目も、エンドユーザーがログインプロバイダーに登録していないときや、同意画面で提供を外したときは届きません。';

function list(items: string[]): MdNode {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children: inline(item)}]})),
  };
}

function oidcMatrix(): MdNode[] {
  const conditions: string[] = [];
  const rows = oidcClaims.map((claim) => [
    `\`${claim.claim}\``,
    claim.label,
    `\`${claim.scope}\``,
    ...oidcProviders.map((provider) => {
      const cell = claimCell(claim, provider);
      if (cell.availability === 'conditional') conditions.push(`${withParticle(providerNames[provider], 'の')} \`${claim.claim}\`：${cell.note}`);
      return cell.availability === 'yes' && cell.note === '表示名' ? '○（表示名）' : symbol[cell.availability];
    }),
  ]);
  return [
    paragraph(legend),
    table(['クレーム', '内容', '`scope`', ...oidcProviders.map((p) => providerNames[p])], rows),
    paragraph('△ の条件は次のとおりです。'),
    list(conditions),
  ];
}

function providerTable(provider: ProviderId): MdNode[] {
  if (!oidcProviders.includes(provider)) throw new Error(`provider="${provider}" is not a provider of the OpenID Connect version`);
  const name = providerNames[provider];
  const scopes: Scope[] = ['openid', 'profile', 'email', 'address', 'phone'];
  const rows: string[][] = [];
  const missing: string[] = [];
  for (const scope of scopes) {
    const arriving = oidcClaims
      .filter((claim) => claim.scope === scope)
      .flatMap((claim) => {
        const cell = claimCell(claim, provider);
        if (cell.availability === 'no') {
          missing.push(`\`${claim.claim}\``);
          return [];
        }
        return [{claim: `\`${claim.claim}\``, note: cell.note}];
      });
    if (scope === 'openid') arriving.push(...['`sub`', '`provider`', '`provider_uid`'].map((claim) => ({claim, note: undefined})));
    if (arriving.length === 0) continue;
    // A condition shared by every claim of the row is said once, after the list.
    const notes = new Set(arriving.map((entry) => entry.note));
    const shared = notes.size === 1 ? [...notes][0] : undefined;
    const claims = shared
      ? `${arriving.map((entry) => entry.claim).join('、')}（${shared}）`
      : arriving.map((entry) => (entry.note ? `${entry.claim}（${entry.note}）` : entry.claim)).join('、');
    rows.push([`\`${scope}\``, providerScopes[provider][scope] ?? '（なし）', claims]);
  }
  return [
    table(['サイトの `scope`', `${name} に求める権限`, '届くクレーム'], rows),
    paragraph(
      `${withParticle(name, 'からは')} ${missing.join('、')} は届きません。ほかのログインプロバイダーとの比較は [取得できるプロフィール](/social-login/available-profiles) を参照してください。`,
    ),
  ];
}

function legacyMatrix(): MdNode[] {
  const conditions: string[] = [];
  const rows = Object.values(profileItems)
    .filter((item) => item.legacyFields)
    .map((item) => [
      item.label,
      item.legacyFields!,
      ...legacyProviders.map((provider) => {
        const availability = item.cells[provider];
        if (availability === 'conditional') conditions.push(`${withParticle(providerNames[provider], 'の')}${item.label}：${item.notes?.[provider]}`);
        return symbol[availability];
      }),
    ]);
  return [
    paragraph(legend),
    table(['項目', 'フィールド', ...legacyProviders.map((p) => providerNames[p])], rows),
    paragraph('△ の条件は次のとおりです。'),
    list(conditions),
  ];
}

const ProviderClaims: Renderer = (attributes, {flow}) => {
  if (!flow) throw new Error('<ProviderClaims /> renders tables: put it on a line of its own');
  if (attributes.provider) return providerTable(attributes.provider as ProviderId);
  if (attributes.version === 'legacy') return legacyMatrix();
  if (attributes.version && attributes.version !== 'oidc') throw new Error(`version="${attributes.version}": oidc or legacy`);
  return oidcMatrix();
};

export const providerElements = {ProviderClaims};
