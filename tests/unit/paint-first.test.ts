// plugins/paint-first swaps the client bundle's entry of @docusaurus/core for one that waits for
// the first paint; plugins/paint-first/upstream.ts names what that relies on.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import paintFirst from '../../plugins/paint-first';
import {coreClientEntry, corePreload} from '../../plugins/paint-first/upstream';

const configureWebpack = paintFirst().configureWebpack!;
const call = (config: object, isServer: boolean) => configureWebpack(config, isServer, {} as never, undefined);

test("coreClientEntry: core's client bundle still has one entry, client/clientEntry.js, which hydrates", () => {
  const clientConfig = fs.readFileSync(path.join(path.dirname(coreClientEntry), '..', 'webpack', 'client.js'), 'utf8');
  assert.match(clientConfig, /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/);
  assert.match(fs.readFileSync(coreClientEntry, 'utf8'), /ReactDOM\.hydrateRoot\(container, app/);
});

test("corePreload: clientEntry preloads the page's route before it renders, as entry.ts's routePreloads does step by step", () => {
  const clientEntry = fs.readFileSync(coreClientEntry, 'utf8');
  assert.match(clientEntry, /import preload from '\.\/preload';/);
  assert.match(clientEntry, /preload\(window\.location\.pathname\)\.then\(\(\) => \{\s*startTransition\(renderApp\);/);
  const preload = fs.readFileSync(corePreload, 'utf8');
  assert.match(preload, /Array\.from\(new Set\(\[pathname, decodeURI\(pathname\)\]\)\)\s*\.map\(\(p\) => matchRoutes\(routes, p\)\)/);
  assert.match(preload, /match\.route\.component\.preload\?\.\(\)/);
});

test("entry.ts's last step is core's clientEntry", () => {
  const entry = fs.readFileSync(path.join(__dirname, '..', '..', 'plugins', 'paint-first', 'entry.ts'), 'utf8');
  const steps = entry.slice(entry.indexOf('const steps'), entry.indexOf('];'));
  const required = [...steps.matchAll(/require\('([^']+)'\)/g)].map((match) => match[1]);
  assert.equal(require.resolve(required.at(-1)!), coreClientEntry);
});

test('production client builds get the paint-first entry; server and development builds keep core', () => {
  const production = {mode: 'production', entry: coreClientEntry};
  call(production, false);
  assert.match(String(production.entry), /plugins[\\/]paint-first[\\/]entry\.ts$/);
  for (const [config, isServer] of [
    [{mode: 'production', entry: coreClientEntry}, true],
    [{mode: 'development', entry: coreClientEntry}, false],
  ] as const) {
    call(config, isServer);
    assert.equal(config.entry, coreClientEntry);
  }
});

test('an entry it does not know stops the build with a message naming the plugin', () => {
  assert.throws(
    () => call({mode: 'production', entry: '/elsewhere/entry.js'}, false),
    /paint-first: the client bundle's entry is no longer core's clientEntry/,
  );
});
