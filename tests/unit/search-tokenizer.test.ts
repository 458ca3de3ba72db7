// The query tokenizer that replaces a module inside the search plugin's worker.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {pluginUtilsDir, replacedModule} from '../../plugins/search-query-tokenizer';
import {tokenize} from '../../plugins/search-query-tokenizer/tokenize';
import {siteDir} from '../lib/content';

/* eslint-disable @typescript-eslint/no-require-imports */
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/tinyseg')(lunr);
require('lunr-languages/lunr.ja')(lunr);

test('the replaced module still exists where the worker imports it (plugin version pinned)', () => {
  assert.ok(fs.existsSync(`${replacedModule}.js`), `moved: ${replacedModule}.js — update plugins/search-query-tokenizer`);
  const worker = fs.readFileSync(path.join(pluginUtilsDir, '..', 'theme', 'worker.js'), 'utf8');
  assert.match(worker, /import \{ tokenize \} from "\.\.\/utils\/tokenize";/, 'the worker no longer imports ../utils/tokenize');
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  assert.match(pkg.dependencies['@easyops-cn/docusaurus-search-local'], /^\d+\.\d+\.\d+$/, 'pin the search plugin to an exact version');
});

test('punctuation never becomes a query term', () => {
  assert.deepEqual(tokenize('x-socialplus-signature', ['ja']).filter((t) => !/[\p{L}\p{N}]/u.test(t)), []);
  assert.ok(tokenize('x-socialplus-signature', ['ja']).includes('socialplus'));
  assert.ok(tokenize('redirect_uri_mismatch', ['ja']).every((t) => /[\p{L}\p{N}]/u.test(t)));
});

test('full-width and half-width forms are folded', () => {
  assert.deepEqual(tokenize('ＡＰＩキー', ['ja']), tokenize('APIキー', ['ja']));
  assert.deepEqual(tokenize('ﾘｯﾁﾒﾆｭｰ', ['ja']), tokenize('リッチメニュー', ['ja']));
  assert.ok(tokenize('Messaging API', ['ja']).includes('api'));
});
