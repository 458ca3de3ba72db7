// The lazy loader's error state (src/theme/Loading.tsx): Japanese text, the error, and a Retry
// button that calls retry. A browser rarely reaches this state, so it is tested as a component.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {JSDOM} from 'jsdom';

test('error state: Japanese message, the error text, and Retry calls retry', async (t) => {
  // The browser globals live only as long as this test: the unit tests share one process, and a
  // global window would send other libraries down their browser paths.
  const dom = new JSDOM('<!doctype html><div id="root"></div>');
  const globals = {window: dom.window, document: dom.window.document, IS_REACT_ACT_ENVIRONMENT: true};
  Object.assign(globalThis, globals);
  t.after(() => {
    for (const name of Object.keys(globals)) Reflect.deleteProperty(globalThis, name);
  });
  const React = await import('react');
  const {createRoot} = await import('react-dom/client');
  const {default: Loading} = await import('../../src/theme/Loading');
  let retries = 0;
  const container = dom.window.document.getElementById('root')!;
  const root = createRoot(container);
  React.act(() => {
    root.render(<Loading error={new Error('Loading chunk 123 failed.')} retry={() => (retries += 1)} isLoading={false} pastDelay timedOut={false} />);
  });
  assert.match(container.textContent, /読み込めませんでした/);
  assert.match(container.textContent, /Loading chunk 123 failed\./);
  const button = container.querySelector('button');
  assert.equal(button?.textContent, '再読み込み');
  await React.act(() => button.dispatchEvent(new dom.window.MouseEvent('click', {bubbles: true})));
  assert.equal(retries, 1);
  React.act(() => root.unmount());
});

test('loading and past-delay states render nothing (no spinner)', async () => {
  const {renderToStaticMarkup} = await import('react-dom/server');
  const {default: Loading} = await import('../../src/theme/Loading');
  const props = {retry: () => {}, isLoading: true, timedOut: false, error: undefined};
  assert.equal(renderToStaticMarkup(<Loading {...props} pastDelay={false} />), '');
  assert.equal(renderToStaticMarkup(<Loading {...props} pastDelay />), '');
});
