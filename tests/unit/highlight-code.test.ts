// Build-time highlighting keeps every character of the code and gives tokens their Prism types.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tokenize} from '../../src/remark/highlightCode.ts';
import {contrast, readableOn, tokenCss} from '../../plugins/static-code-highlight/index.ts';
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
    [
      ['keyword', 'const'],
      ['', ' a '],
      ['operator', '='],
      ['', ' '],
      ['string', '"x"'],
      ['punctuation', ';'],
    ],
  ]);
  assert.deepEqual(tokenize('Host: a', 'http')![0][0], ['header header-name keyword', 'Host']);
});

test('a language Prism does not know gives no tokens, so the block stays plain', () => {
  assert.equal(tokenize('anything', 'no-such-language'), null);
});

test('token colours are scoped to each colour mode, keep the theme order and read at 4.5:1 at least', () => {
  for (const [mode, theme] of [
    ['light', themes.github],
    ['dark', themes.dracula],
  ] as const) {
    const css = tokenCss(theme, mode);
    assert.match(css, new RegExp(`^\\[data-theme='${mode}'\\] \\.token\\.`));
    assert.doesNotMatch(css, new RegExp(`data-theme='${mode === 'light' ? 'dark' : 'light'}'`));
    for (const [, colour] of css.matchAll(/color:([^;}]+)/g)) {
      assert.ok(contrast(colour, theme.plain.backgroundColor!) >= 4.5, `${mode} ${colour} on ${theme.plain.backgroundColor}`);
    }
  }
  // GitHub's comments: darkened from #999988, still italic, and before strings as in the theme.
  const light = tokenCss(themes.github, 'light');
  assert.match(light, /\[data-theme='light'\] \.token\.comment,[^{]*\{color:#[0-9a-f]{6};font-style:italic\}/);
  assert.doesNotMatch(light, /color:#999988/);
  assert.ok(light.indexOf('.token.comment') < light.indexOf('.token.string'));
});

test('a colour that reads well is kept, one that does not is moved just enough', () => {
  assert.equal(readableOn('#393A34', '#f6f8fa'), '#393A34');
  const fixed = readableOn('#36acaa', '#f6f8fa');
  assert.notEqual(fixed, '#36acaa');
  assert.ok(contrast(fixed, '#f6f8fa') >= 4.5 && contrast(fixed, '#f6f8fa') < 5.5, fixed);
});
