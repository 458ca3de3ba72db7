// The parts of build-time highlighting one at a time: the remark plugin on a Markdown tree, the
// colour arithmetic of the token stylesheet (WCAG 2 contrast) and the Docusaurus plugin that
// writes it. highlight-code.test.ts holds the tokens and the site's own Prism themes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import type {Root} from 'mdast';
import {tempDir} from '../lib/tempDir';
import highlightCode, {tokenize} from '../../src/remark/highlightCode.ts';
import staticCodeHighlight, {contrast, prismImporter, readableOn, tokenCss} from '../../plugins/static-code-highlight/index.ts';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; data?: {hProperties?: Record<string, unknown>; hChildren?: unknown[]}};

test('the remark plugin gives every code block of a known language its tokens and no text children, wherever it sits', () => {
  const known: Node = {type: 'code', lang: 'json', value: '{"a": 1}', data: {hProperties: {title: 'kept'}}};
  const nested: Node = {type: 'code', lang: 'bash', value: 'echo hi'};
  const unknown: Node = {type: 'code', lang: 'no-such-language', value: 'x'};
  const bare: Node = {type: 'code', lang: null, value: 'plain'};
  const tree: Node = {type: 'root', children: [known, {type: 'list', children: [{type: 'listItem', children: [nested]}]}, unknown, bare]};
  highlightCode()(tree as Root);
  assert.deepEqual(known.data, {hProperties: {title: 'kept', tokens: JSON.stringify(tokenize('{"a": 1}', 'json'))}, hChildren: []});
  assert.equal(known.value, '{"a": 1}', 'the Markdown tree keeps the text for later plugins');
  assert.deepEqual(nested.data?.hChildren, []);
  assert.equal(nested.data?.hProperties?.tokens, JSON.stringify(tokenize('echo hi', 'bash')));
  assert.equal(unknown.data, undefined, 'a language Prism does not know keeps its text');
  assert.equal(bare.data, undefined, 'a block without a language keeps its text');
});

test('a token names the types of every token it sits in, aliases included, outer first', () => {
  // A template string (prism-javascript): its backticks are template-punctuation with the alias
  // string, inside the template-string; the ${ } of an interpolation are punctuation inside it.
  const line = tokenize('const s = `a${b}c`;', 'ts')![0];
  assert.deepEqual(line[4], ['template-string template-punctuation string', '`']);
  assert.deepEqual(line[5], ['template-string string', 'a']);
  assert.deepEqual(line[6], ['template-string interpolation interpolation-punctuation punctuation', '${']);
  assert.deepEqual(line[7], ['template-string interpolation', 'b']);
  // A JSON key is a property; an HTTP header name is nested in its header, with the alias keyword.
  assert.deepEqual(tokenize('{"a": 1}', 'json')![0][1], ['property', '"a"']);
  assert.deepEqual(tokenize('Host: a', 'http')![0][0][0].split(' '), ['header', 'header-name', 'keyword']);
});

test('contrast is the WCAG 2 ratio, either way round, from #rgb, #rrggbb, rgb() and rgba()', () => {
  assert.equal(contrast('#000', '#fff'), 21);
  assert.equal(contrast('#ffffff', '#000000'), 21);
  assert.equal(contrast('#777777', '#777'), 1);
  assert.equal(contrast('rgb(0, 0, 0)', 'rgba(255,255,255,0.5)'), 21);
  // A mid grey: #767676 is the darkest grey that reads at 4.5:1 on white.
  assert.ok(contrast('#767676', '#ffffff') >= 4.5 && contrast('#777777', '#ffffff') < 4.5);
  assert.throws(() => contrast('blue', '#fff'), /cannot read the colour "blue" of the Prism theme/);
});

test('a colour too faint is moved towards black on a light background and towards white on a dark one, just enough', () => {
  const onLight = readableOn('#aaaaaa', '#ffffff');
  const onDark = readableOn('#555555', '#111111');
  assert.match(onLight, /^#[0-9a-f]{6}$/);
  assert.ok(parseInt(onLight.slice(1, 3), 16) < 0xaa, `${onLight} is darker`);
  assert.ok(parseInt(onDark.slice(1, 3), 16) > 0x55, `${onDark} is lighter`);
  for (const [colour, background] of [
    [onLight, '#ffffff'],
    [onDark, '#111111'],
  ]) {
    assert.ok(contrast(colour, background) >= 4.5 && contrast(colour, background) < 5.2, `${colour} on ${background}`);
  }
  assert.equal(readableOn('#555555', '#111111', 2), '#555555', 'a lower minimum keeps it');
  assert.equal(readableOn('#808080', '#ffffff', 21), '#000000', 'out of reach on light: black');
  assert.equal(readableOn('#808080', '#000000', 21), '#ffffff', 'out of reach on dark: white');
});

test('the stylesheet: a rule per style, selectors per type and language, properties in CSS case, colours fixed only on a known background', () => {
  const theme: PrismTheme = {
    plain: {color: '#000000', backgroundColor: '#ffffff'},
    styles: [
      {types: ['comment', 'prolog'], style: {color: '#aaaaaa', fontStyle: 'italic'}},
      {types: ['keyword'], languages: ['ts', 'bash'], style: {textDecorationLine: 'underline'}},
    ],
  };
  assert.equal(
    tokenCss(theme, 'dark'),
    [
      `[data-theme='dark'] .token.comment,[data-theme='dark'] .token.prolog{color:${readableOn('#aaaaaa', '#ffffff')};font-style:italic}`,
      `[data-theme='dark'] .language-ts .token.keyword,[data-theme='dark'] .language-bash .token.keyword{text-decoration-line:underline}`,
    ].join('\n'),
  );
  const noBackground: PrismTheme = {plain: {color: '#000'}, styles: [{types: ['comment'], style: {color: '#aaaaaa'}}]};
  assert.equal(tokenCss(noBackground, 'light'), `[data-theme='light'] .token.comment{color:#aaaaaa}`);
});

test("the plugin writes the light and dark rules to one client stylesheet and gives the stub to the theme's Prism importer alone", () => {
  const generatedFilesDir = tempDir('static-code-highlight-');
  const light: PrismTheme = {plain: {backgroundColor: '#ffffff'}, styles: [{types: ['string'], style: {color: '#000000'}}]};
  const dark: PrismTheme = {plain: {backgroundColor: '#000000'}, styles: [{types: ['string'], style: {color: '#ffffff'}}]};
  const context = {generatedFilesDir, siteConfig: {themeConfig: {prism: {theme: light, darkTheme: dark}}}} as unknown as LoadContext;
  const plugin = staticCodeHighlight(context);
  assert.equal(plugin.name, 'static-code-highlight');
  const [cssFile] = plugin.getClientModules!();
  assert.equal(cssFile, path.join(generatedFilesDir, 'static-code-highlight', 'token-colours.css'));
  assert.equal(fs.readFileSync(cssFile, 'utf8'), `${tokenCss(light, 'light')}\n${tokenCss(dark, 'dark')}\n`);

  // The bundler's replacement plugin, recorded: which request it watches and what it does with one.
  const replacements: {request: RegExp; replace: (data: {request: string; contextInfo: {issuer: string}}) => void}[] = [];
  const currentBundler = {
    instance: {
      NormalModuleReplacementPlugin: class {
        constructor(request: RegExp, replace: (typeof replacements)[number]['replace']) {
          replacements.push({request, replace});
        }
      },
    },
  };
  (plugin.configureWebpack as unknown as (c: unknown, s: boolean, u: unknown) => unknown)({}, false, {currentBundler});
  const [{request, replace}] = replacements;
  assert.ok(request.test('prism-react-renderer') && !request.test('prism-react-renderer/themes'));
  const resolved = (issuer: string) => {
    const data = {request: 'prism-react-renderer', contextInfo: {issuer}};
    replace(data);
    return data.request;
  };
  const importer = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const stub = resolved(importer);
  assert.equal(stub, path.join(__dirname, '..', '..', 'plugins', 'static-code-highlight', 'prism-stub.ts'));
  assert.ok(fs.existsSync(stub));
  // Any other module that imports it keeps the real package.
  assert.equal(resolved(require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js')), 'prism-react-renderer');
  assert.equal(resolved(path.join(__dirname, '..', '..', 'src', 'theme', 'CodeBlock', 'Content', 'index.tsx')), 'prism-react-renderer');
});

test('upstream: the theme module the stub is scoped to still imports prism-react-renderer (theme-classic lib/prism-include-languages.js)', () => {
  const importer = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  assert.match(importer, prismImporter, 'theme-classic moved lib/prism-include-languages.js');
  assert.match(
    fs.readFileSync(importer, 'utf8'),
    /from 'prism-react-renderer'/,
    'theme-classic lib/prism-include-languages.js no longer imports prism-react-renderer',
  );
});
