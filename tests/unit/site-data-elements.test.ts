// The small site-data elements (src/remark/siteData/: mdast, values, errors, console) called as the
// plugin calls them: the exact Markdown tree of inline marks, each table's columns, the values from
// the data modules, the flow and text forms, and the message of each writer's mistake.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inline, paragraph, table, withParticle, type MdNode} from '../../src/remark/siteData/mdast';
import {valueElements} from '../../src/remark/siteData/values';
import {errorElements} from '../../src/remark/siteData/errors';
import {consoleElements} from '../../src/remark/siteData/console';
import {siteValue, valueGroups} from '../../src/data/values';
import {webApiErrors, webApiPages} from '../../src/data/errors/webApi';
import {messagingApiErrors} from '../../src/data/errors/messagingApi';
import {consolePaths} from '../../src/data/consolePaths';
import {plainText as text, tableCells} from '../lib/mdast';

const inFlow = {flow: true};
const inText = {flow: false};
const header = (node: MdNode) => tableCells(node, text)[0];

test('inline Markdown: text, code, links and bold, and no empty text before, between or after the marks', () => {
  assert.deepEqual(inline('a `b` [c `d`](/e) **f** g'), [
    {type: 'text', value: 'a '},
    {type: 'inlineCode', value: 'b'},
    {type: 'text', value: ' '},
    {
      type: 'link',
      url: '/e',
      children: [
        {type: 'text', value: 'c '},
        {type: 'inlineCode', value: 'd'},
      ],
    },
    {type: 'text', value: ' '},
    {type: 'strong', children: [{type: 'text', value: 'f'}]},
    {type: 'text', value: ' g'},
  ]);
  assert.deepEqual(inline('`a``b`'), [
    {type: 'inlineCode', value: 'a'},
    {type: 'inlineCode', value: 'b'},
  ]);
  assert.deepEqual(inline('[a](/b c)'), [{type: 'text', value: '[a](/b c)'}], 'a URL with a space is not a link');
  assert.deepEqual(inline(''), []);
});

test('a table has a header row and a row per line, every cell inline Markdown and no alignment; a paragraph holds inline Markdown', () => {
  assert.deepEqual(table(['名前', '値'], [['`a`', '1']]), {
    type: 'table',
    align: [null, null],
    children: [
      {
        type: 'tableRow',
        children: [
          {type: 'tableCell', children: [{type: 'text', value: '名前'}]},
          {type: 'tableCell', children: [{type: 'text', value: '値'}]},
        ],
      },
      {
        type: 'tableRow',
        children: [
          {type: 'tableCell', children: [{type: 'inlineCode', value: 'a'}]},
          {type: 'tableCell', children: [{type: 'text', value: '1'}]},
        ],
      },
    ],
  });
  assert.deepEqual(paragraph('**a**'), {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: 'a'}]}]});
  assert.equal(withParticle('Yahoo! JAPAN', 'の'), 'Yahoo! JAPAN の');
  assert.equal(withParticle('ソーシャルPLUS', 'の'), 'ソーシャルPLUS の');
  assert.equal(withParticle('管理画面', 'の'), '管理画面の');
});

test("<Value>: the value's text or its short form, as a paragraph on a line of its own, inline in a sentence", () => {
  const value = siteValue('legacy.oneTimeTokenLifetime');
  assert.deepEqual(valueElements.Value({of: 'legacy.oneTimeTokenLifetime'}, inText), inline(value.text));
  assert.deepEqual(valueElements.Value({of: 'legacy.oneTimeTokenLifetime', form: 'short'}, inFlow), [paragraph(value.short!)]);
  assert.throws(() => valueElements.Value({}, inText), /the attribute of="…" is required/);
  assert.throws(() => valueElements.Value({of: 'legacy.oneTimeTokenLifetime', form: 'long'}, inText), /form="long": only form="short" exists/);
});

test('<LimitsTable>: the values of a service that belong to a group, or to the one asked for, with what happens beyond each', () => {
  const [limits] = valueElements.LimitsTable({of: 'legacy', group: 'api'}, inFlow);
  assert.deepEqual(header(limits), ['項目', '値', '超えたとき・補足']);
  const expected = Object.values(valueGroups.legacy.values).filter((value) => value.group === 'api');
  assert.deepEqual(
    limits.children!.slice(1).map((row) => text(row.children![0].children)),
    expected.map((value) => text(inline(value.label))),
  );
  assert.equal(text(limits.children![1].children![2].children), text(inline(expected[0].beyond ?? '—')));
  const [all] = valueElements.LimitsTable({of: 'legacy'}, inFlow);
  assert.equal(all.children!.length - 1, Object.values(valueGroups.legacy.values).filter((value) => value.group).length, 'without group: every grouped value');
  const withoutBeyond = Object.entries(valueGroups).flatMap(([service, group]) =>
    Object.values(group.values)
      .filter((value) => value.group && !value.beyond)
      .map((value) => ({service, value})),
  );
  assert.ok(withoutBeyond.length > 0);
  const {service, value} = withoutBeyond[0];
  const [table] = valueElements.LimitsTable({of: service, group: value.group!}, inFlow);
  const row = table.children!.find((candidate) => text(candidate.children![0].children) === text(inline(value.label)))!;
  assert.equal(text(row.children![2].children), '—', 'a value with nothing beyond it shows a dash');
  assert.throws(() => valueElements.LimitsTable({}, inFlow), /the attribute of="…" is required/);
  assert.throws(
    () => valueElements.LimitsTable({of: 'nope'}, inFlow),
    new RegExp(`unknown service "nope" \\(known: ${Object.keys(valueGroups).join(', ')}\\)`),
  );
  assert.throws(() => valueElements.LimitsTable({of: 'legacy', group: 'nope'}, inFlow), /no values of legacy in group "nope"/);
});

test('<ErrorCodes of="webApi">: the catalogue\'s columns, the codes asked for in that order, links to this version\'s pages', () => {
  const [whole] = errorElements.ErrorCodes({of: 'webApi', version: 'legacy'}, inFlow);
  assert.deepEqual(header(whole), ['HTTP ステータス', 'コード', 'メッセージ', '意味', '対処']);
  const map = webApiErrors.find((entry) => entry.code === 8)!;
  const row = whole.children!.find((candidate) => text(candidate.children![1].children) === '8')!;
  // The whole catalogue names the APIs of the version that return the code, linked.
  const meaning = row.children![3].children!;
  assert.equal(text(meaning), `${map.meaning}（map）`);
  assert.deepEqual(
    meaning.filter((node) => node.type === 'link').map((node) => node.url),
    [webApiPages.legacy.map],
  );
  const [subset] = errorElements.ErrorCodes({of: 'webApi', version: 'oidc', codes: ' 8 , 1'}, inFlow);
  assert.deepEqual(
    subset.children!.slice(1).map((candidate) => text(candidate.children![1].children)),
    ['8', '1'],
  );
  assert.equal(text(subset.children![1].children![3].children), map.meaning, 'a subset does not name the APIs');
  assert.throws(() => errorElements.ErrorCodes({of: 'webApi', codes: '1'}, inFlow), /version="oidc" or version="legacy" is required/);
  assert.throws(() => errorElements.ErrorCodes({of: 'webApi', version: 'oidc', codes: '999'}, inFlow), /code 999 is not in the webApi catalogue \(known: 1, /);
  const legacyOnly = webApiErrors.find((entry) => entry.legacyOnly)!;
  assert.throws(
    () => errorElements.ErrorCodes({of: 'webApi', version: 'oidc', codes: String(legacyOnly.code)}, inFlow),
    new RegExp(`code ${legacyOnly.code} is returned only by the legacy version`),
  );
});

test('<ErrorCodes of="messagingApi">: its own columns and codes; an unknown catalogue is named', () => {
  const [whole] = errorElements.ErrorCodes({of: 'messagingApi'}, inFlow);
  assert.deepEqual(header(whole), ['HTTP ステータス', 'コード', '意味', '対処']);
  assert.deepEqual(
    whole.children!.slice(1).map((row) => text(row.children![1].children)),
    messagingApiErrors.map((entry) => entry.code),
  );
  const [one] = errorElements.ErrorCodes({of: 'messagingApi', codes: 'unauthorized'}, inFlow);
  const entry = messagingApiErrors.find((candidate) => candidate.code === 'unauthorized')!;
  assert.deepEqual(
    one.children![1].children!.map((cell) => text(cell.children)),
    [String(entry.status), 'unauthorized', text(inline(entry.meaning)), text(inline(entry.action))],
  );
  assert.throws(() => errorElements.ErrorCodes({of: 'messagingApi', codes: 'nope'}, inFlow), /code nope is not in the messagingApi catalogue/);
  assert.throws(() => errorElements.ErrorCodes({of: 'graphApi'}, inFlow), /of="graphApi": the catalogues are webApi and messagingApi/);
});

test('<ConsolePath>: each step in 「」 with the word of its kind, joined by の; form="full" starts with the console', () => {
  const kinds = {tab: 'タブ', menu: 'メニュー', button: 'ボタン', page: '画面', section: '', field: ''};
  for (const [provider, module] of Object.entries(consolePaths)) {
    for (const [name, path] of Object.entries(module.paths)) {
      const steps = path.steps.map((step) => `「${step.label}」${step.kind ? kinds[step.kind] : ''}`).join('の');
      assert.equal(text(consoleElements.ConsolePath({of: `${provider}.${name}`}, inText)), steps, `${provider}.${name}`);
      assert.equal(text(consoleElements.ConsolePath({of: `${provider}.${name}`, form: 'full'}, inText)), `${withParticle(module.console, 'の')}${steps}`);
    }
  }
  const [block] = consoleElements.ConsolePath({of: 'line.callbackUrl'}, inFlow);
  assert.equal(block.type, 'paragraph');
  assert.throws(() => consoleElements.ConsolePath({}, inText), /the attribute of="provider.name" is required/);
  assert.throws(() => consoleElements.ConsolePath({of: 'line.callbackUrl', form: 'short'}, inText), /form="short": only form="full" exists/);
  assert.throws(() => consoleElements.ConsolePath({of: 'line.nope'}, inText), /unknown console path "line.nope" \(known: line\./);
  assert.throws(() => consoleElements.ConsolePath({of: 'nope.callbackUrl'}, inText), /unknown console path "nope.callbackUrl"/);
});
