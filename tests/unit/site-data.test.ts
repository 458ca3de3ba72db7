// The site-data elements render the data modules into the page at build time
// (src/remark/siteData): what they print, and the clear errors a writer gets for a bad element.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import siteData, {renderers} from '../../src/remark/siteData/index.ts';
import type {MdNode} from '../../src/remark/siteData/mdast.ts';
import {siteValues, valueGroups} from '../../src/data/values.ts';
import {webApiErrors} from '../../src/data/errors/webApi.ts';
import {messagingApiErrors} from '../../src/data/errors/messagingApi.ts';
import {oidcClaims, profileItems} from '../../src/data/providerProfiles.ts';
import {plainText as text, tableCells} from '../lib/mdast.ts';

type Attrs = Record<string, string | null>;
const element = (name: string, attributes: Attrs, flow = false): MdNode => ({
  type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  position: {start: {line: 7}},
  children: [],
});

function render(node: MdNode): MdNode[] {
  const tree: MdNode = node.type === 'mdxJsxTextElement' ? {type: 'root', children: [{type: 'paragraph', children: [node]}]} : {type: 'root', children: [node]};
  siteData()(tree, {path: `${process.cwd()}/docs/example.mdx`});
  return node.type === 'mdxJsxTextElement' ? tree.children![0].children! : tree.children!;
}

const rows = (tableNode: MdNode): string[][] => tableCells(tableNode, text);

test('<Value> prints the value inline, with its inline code, and form="short" the bare value', () => {
  const nodes = render(element('Value', {of: 'messagingApi.textMaxLength'}));
  assert.equal(text(nodes), siteValues['messagingApi.textMaxLength'].text);
  assert.equal(text(render(element('Value', {of: 'messagingApi.reservationEarliest', form: 'short'}))), '10 分後');
  const code = render(element('Value', {of: 'legacy.webhookTimeout'}));
  assert.equal(code.length, 1);
  const withCode = render(element('Value', {of: 'socialLogin.idTokenLifetime'}));
  assert.ok(withCode.some((node) => node.type === 'inlineCode' && node.value === 'iat'));
});

test('a bad element fails the build with the page, the line and what is known', () => {
  assert.throws(
    () => render(element('Value', {of: 'messagingApi.nope'})),
    /docs\/example\.mdx:7: <Value>: unknown site value "messagingApi\.nope"\. Known in that service: messagingApi\.rateLimit/,
  );
  assert.throws(() => render(element('Value', {of: 'messagingApi.bubbleMaxSize', form: 'short'})), /has no short form/);
  assert.throws(() => render(element('Value', {of: null})), /only string attributes/);
  assert.throws(() => render(element('LimitsTable', {of: 'nowhere'}, true)), /unknown service "nowhere"/);
  assert.throws(() => render(element('ErrorCodes', {of: 'webApi', version: 'oidc', codes: '4'}, true)), /code 4 is returned only by the legacy version/);
  assert.throws(() => render(element('ErrorCodes', {of: 'messagingApi', codes: 'teapot'}, true)), /code teapot is not in the messagingApi catalogue/);
  assert.throws(() => render(element('ConsolePath', {of: 'line.nowhere'})), /unknown console path "line\.nowhere" \(known: line\.callbackUrl/);
  assert.throws(() => render(element('ProviderClaims', {provider: 'facebook'}, true)), /not a provider of the OpenID Connect version/);
});

test('<LimitsTable> lists the values of a service group, label, text and what happens beyond', () => {
  const [table] = render(element('LimitsTable', {of: 'messagingApi', group: 'line'}, true));
  const expected = Object.values(valueGroups.messagingApi.values).filter((value) => value.group === 'line');
  assert.equal(table.type, 'table');
  assert.deepEqual(
    rows(table)
      .slice(1)
      .map((row) => row[0]),
    expected.map((value) => value.label.replace(/`/g, '')),
  );
  assert.equal(rows(table)[1][1], expected[0].text.replace(/`/g, ''));
});

test('<ErrorCodes> renders the catalogue: whole for the definitions page, a subset in the given order', () => {
  const [whole] = render(element('ErrorCodes', {of: 'webApi', version: 'oidc'}, true));
  const oidcCodes = webApiErrors.filter((entry) => !entry.legacyOnly).map((entry) => String(entry.code));
  assert.deepEqual(
    rows(whole)
      .slice(1)
      .map((row) => row[1]),
    oidcCodes,
  );
  const [legacy] = render(element('ErrorCodes', {of: 'webApi', version: 'legacy'}, true));
  assert.equal(rows(legacy).length - 1, webApiErrors.length);
  const [subset] = render(element('ErrorCodes', {of: 'webApi', version: 'legacy', codes: '16,1'}, true));
  assert.deepEqual(
    rows(subset)
      .slice(1)
      .map((row) => [row[0], row[1], row[2]]),
    [
      ['400', '16', 'Duplicated primary key.'],
      ['401', '1', 'Invalid API key or key not found.'],
    ],
  );
  // `[merge_user]` in the catalogue links to the version's own page.
  const links = (subset.children![1].children![4].children ?? []).filter((node) => node.type === 'link');
  assert.deepEqual(
    links.map((node) => node.url),
    ['/social-login/legacy/api-references/identifier-association/merge_user'],
  );
  const [messaging] = render(element('ErrorCodes', {of: 'messagingApi'}, true));
  assert.deepEqual(
    rows(messaging)
      .slice(1)
      .map((row) => row[1]),
    messagingApiErrors.map((entry) => entry.code),
  );
});

test('<ProviderClaims> renders the one provider matrix in each version', () => {
  const [, matrix, , conditions] = render(element('ProviderClaims', {}, true));
  const header = rows(matrix)[0];
  assert.deepEqual(header.slice(3), ['LINE', 'Apple', 'Yahoo! JAPAN', 'Google', 'X']);
  assert.equal(rows(matrix).length - 1, oidcClaims.length);
  const phone = rows(matrix).find((row) => row[0] === 'phone_number')!;
  assert.deepEqual(phone.slice(3), ['×', '×', '×', '×', '×'], 'no provider returns a phone number');
  const name = rows(matrix).find((row) => row[0] === 'name')!;
  assert.equal(name[3], '○（表示名）', 'LINE gives its display name as name');
  assert.ok(text(conditions.children).includes('Yahoo! JAPAN の address：属性取得 API の審査で承認された場合'));

  const [scopes, missing] = render(element('ProviderClaims', {provider: 'yahoo'}, true));
  assert.deepEqual(
    rows(scopes)
      .slice(1)
      .map((row) => row[0]),
    ['openid', 'profile', 'email', 'address'],
  );
  assert.match(text(missing.children), /phone_number は届きません/);

  const [, legacy] = render(element('ProviderClaims', {version: 'legacy'}, true));
  assert.deepEqual(rows(legacy)[0].slice(2), ['LINE', 'Apple', 'Yahoo! JAPAN', 'Google', 'Facebook', 'Twitter（X）']);
  assert.equal(rows(legacy).length - 1, Object.values(profileItems).filter((item) => item.legacyFields).length);
});

test('<ConsolePath> writes a console path one way', () => {
  assert.equal(
    text(render(element('ConsolePath', {of: 'line.linkedOfficialAccount'}))),
    '「チャネル基本設定」タブの「リンクされたLINE公式アカウント」の「編集」ボタン',
  );
  assert.equal(
    text(render(element('ConsolePath', {of: 'line.callbackUrl', form: 'full'}))),
    'LINE Developers コンソールの「LINEログイン設定」タブの「コールバックURL」',
  );
});

test('only an MDX element is rendered: a directive of the same name and an attribute written as an expression are not', () => {
  const directive: MdNode = {type: 'textDirective', name: 'Value', attributes: {of: 'messagingApi.textMaxLength'}, children: []};
  const tree: MdNode = {type: 'root', children: [{type: 'paragraph', children: [directive]}]};
  siteData()(tree, {path: `${process.cwd()}/docs/example.mdx`});
  assert.equal(tree.children![0].children![0], directive, ':Value is a directive, left for remark-directive');
  const spread: MdNode = {...element('Value', {}), attributes: [{type: 'mdxJsxExpressionAttribute', value: '...props'}]};
  assert.throws(() => render(spread), /docs\/example\.mdx:7: <Value> takes only string attributes/);
});

test('an element without a source position is named with line ?', () => {
  const {position: _position, ...node} = element('Value', {of: 'messagingApi.nope'});
  assert.throws(() => render(node), /^Error: docs\/example\.mdx:\?: <Value>: unknown site value/);
});

test('an element that renders nothing leaves the next one to be rendered', () => {
  renderers.Nothing = () => [];
  try {
    const next = element('Value', {of: 'messagingApi.textMaxLength'});
    const tree: MdNode = {type: 'root', children: [{type: 'paragraph', children: [element('Nothing', {}), next]}]};
    siteData()(tree, {path: `${process.cwd()}/docs/example.mdx`});
    assert.equal(text(tree.children![0].children), siteValues['messagingApi.textMaxLength'].text);
  } finally {
    delete renderers.Nothing;
  }
});
