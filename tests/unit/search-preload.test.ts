// The search page's head script (plugins/search/preloadScript.ts): which index it preloads for
// which URL, run against a stand-in document.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {addIndexPreload, indexPreloadScript} from '../../plugins/search/preloadScript';
import {tempDir} from '../lib/tempDir';

const paths = {'': '/search-index-1.json', message: '/search-index-message-1.json', 'social-login/legacy': '/search-index-social-login-legacy-1.json'};

/** The hrefs of the preload links the script adds when the page is opened at `search`. */
function preloads(search: string, byArea: Record<string, string> = paths): string[] {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: (tag: string) => ({tag}),
    head: {appendChild: (element: Record<string, string>) => added.push(element)},
  };
  // A context of its own: the script may use only what a page gives it and these stand-ins.
  vm.runInNewContext(indexPreloadScript(byArea), {document, location: {search}, URLSearchParams});
  for (const link of added)
    assert.deepEqual(
      {tag: link.tag, rel: link.rel, as: link.as, crossOrigin: link.crossOrigin, fetchPriority: link.fetchPriority},
      {tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low'},
    );
  return added.map((link) => link.href);
}

test('a query preloads the index of the area in ctx, or every area without one', () => {
  assert.deepEqual(preloads('?q=JWKS&ctx=message'), ['/search-index-message-1.json']);
  assert.deepEqual(preloads('?ctx=social-login%2Flegacy&q=JWKS'), ['/search-index-social-login-legacy-1.json']);
  assert.deepEqual(preloads('?q=JWKS'), ['/search-index-1.json']);
});

test('an area the site does not have searches every area, as the page does; nothing from the prototype', () => {
  assert.deepEqual(preloads('?q=JWKS&ctx=nowhere'), ['/search-index-1.json']);
  assert.deepEqual(preloads('?q=JWKS&ctx=__proto__'), ['/search-index-1.json']);
  assert.deepEqual(preloads('?q=JWKS&ctx=toString'), ['/search-index-1.json']);
  const {'': _all, ...areasOnly} = paths;
  assert.deepEqual(preloads('?q=JWKS&ctx=nowhere', areasOnly), [], 'no all-areas index, no preload');
});

test('nothing without a query, or for a versioned search', () => {
  assert.deepEqual(preloads(''), []);
  assert.deepEqual(preloads('?q='), []);
  assert.deepEqual(preloads('?ctx=message'), []);
  assert.deepEqual(preloads('?q=JWKS&version=next'), []);
});

test('the paths cannot close the script element', () => {
  assert.doesNotMatch(indexPreloadScript({'': '/x</script><script>alert(1)</script>.json'}), /<\/script/i);
});

test('the script goes at the start of the search page head, after the charset; no page is an error', () => {
  const outDir = tempDir('search-preload-');
  assert.throws(() => addIndexPreload(outDir, paths), /no search page in .* \(search\/index\.html or search\.html\)/);
  fs.mkdirSync(path.join(outDir, 'search'));
  const page = path.join(outDir, 'search/index.html');
  fs.writeFileSync(page, '<!doctype html><html lang=ja><head><meta charset=UTF-8><title>t</title><link rel=stylesheet href=/a.css></head><body></body></html>');
  addIndexPreload(outDir, paths);
  const html = fs.readFileSync(page, 'utf8');
  assert.ok(html.startsWith(`<!doctype html><html lang=ja><head><meta charset=UTF-8><script>${indexPreloadScript(paths)}</script><title>`), html.slice(0, 120));
  fs.writeFileSync(page, '<html><body></body></html>');
  assert.throws(() => addIndexPreload(outDir, paths), /has no <head>/);
});

test('a path with < reaches the link unchanged: it is escaped in the script, not removed', () => {
  const odd = {'': '/検索/<index>.json'};
  assert.deepEqual(preloads('?q=JWKS', odd), ['/検索/<index>.json']);
  assert.match(indexPreloadScript(odd), /\\u003cindex>/);
});

/** The search page after addIndexPreload, given the HTML before. */
function added(before: string): string {
  const outDir = tempDir('search-preload-');
  fs.writeFileSync(path.join(outDir, 'search.html'), before);
  addIndexPreload(outDir, paths);
  return fs.readFileSync(path.join(outDir, 'search.html'), 'utf8');
}

test('the script goes after the charset however the head is written, and the page around it is kept as it was', () => {
  const script = `<script>${indexPreloadScript(paths)}</script>`;
  assert.equal(
    added('<html><head prefix="og: https://ogp.me/ns#"><meta charset="utf-8"><title>検索</title></head></html>'),
    `<html><head prefix="og: https://ogp.me/ns#"><meta charset="utf-8">${script}<title>検索</title></head></html>`,
    'a head with attributes',
  );
  assert.equal(
    added('<html>\n<HEAD>\n  <META CHARSET="utf-8">\n  <title>検索</title>'),
    `<html>\n<HEAD>\n  <META CHARSET="utf-8">${script}\n  <title>検索</title>`,
    'line breaks and upper case',
  );
  assert.equal(
    added('<html><head><title>検索</title></head></html>'),
    `<html><head>${script}<title>検索</title></head></html>`,
    'no charset: at the start of the head',
  );
  assert.equal(
    added('<!-- 検索ページ（ビルド時に生成） --><html><head><meta charset=UTF-8></head></html>'),
    `<!-- 検索ページ（ビルド時に生成） --><html><head><meta charset=UTF-8>${script}</head></html>`,
    'Japanese before the head: places count characters, not bytes',
  );
});
