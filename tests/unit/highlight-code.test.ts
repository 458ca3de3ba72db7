// Build-time highlighting keeps every character of the code and gives tokens their Prism types.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tokenize} from '../../src/remark/highlightCode.ts';
import {tokenCss} from '../../plugins/static-code-highlight/index.ts';
import {themes} from 'prism-react-renderer';

const text = (lines: NonNullable<ReturnType<typeof tokenize>>) => lines.map((line) => line.map(([, t]) => t).join('')).join('\n');

test('the tokens give back the code exactly, blank lines inside nested tokens included', () => {
  const samples: [string, string][] = [
    ['http', 'HTTP/1.1 401 Unauthorized\nContent-Type: application/json; charset=utf-8\n\n{"error":"unauthorized"}'],
    ['ts', 'export type A = {\n  /** doc\n\n   more */\n  b: string;\n};\n'],
    ['bash', "curl -X POST 'https://example.com/' \\\n  -d '{\"a\": 1}'"],
    ['json', '{\n  "a": [1, 2],\n\n  "b": null\n}'],
  ];
  for (const [lang, code] of samples) assert.equal(text(tokenize(code, lang)!), code, lang);
});

test('tokens carry the types of the tokens around them, and neighbours of one kind are merged', () => {
  assert.deepEqual(tokenize('const a = "x";', 'ts'), [
    [['keyword', 'const'], ['', ' a '], ['operator', '='], ['', ' '], ['string', '"x"'], ['punctuation', ';']],
  ]);
  assert.deepEqual(tokenize('Host: a', 'http')![0]![0], ['header header-name keyword', 'Host']);
});

test('a language Prism does not know gives no tokens, so the block stays plain', () => {
  assert.equal(tokenize('anything', 'no-such-language'), null);
});

test('token colours are scoped to each colour mode and keep the theme order', () => {
  const css = tokenCss(themes.github, 'light');
  assert.match(css, /\[data-theme='light'\] \.token\.comment,[^{]*\{color:#999988;font-style:italic\}/);
  assert.ok(css.indexOf('.token.comment') < css.indexOf('.token.string'));
  assert.doesNotMatch(css, /data-theme='dark'/);
});
