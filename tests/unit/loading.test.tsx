// The lazy loader's error state (src/theme/Loading.tsx): Japanese text, the error, and a Retry
// button that calls retry. A browser rarely reaches this state, so it is tested as a component.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {JSDOM} from 'jsdom';

const dom = new JSDOM('<!doctype html><div id="root"></div>');
Object.assign(globalThis, {window: dom.window, document: dom.window.document, IS_REACT_ACT_ENVIRONMENT: true});
// Node 20 has no global navigator; newer Node versions have a read-only one.
if (!('navigator' in globalThis)) Object.assign(globalThis, {navigator: dom.window.navigator});

test('error state: Japanese message, the error text, and Retry calls retry', async () => {
  const React = await import('react');
  const {createRoot} = await import('react-dom/client');
  const {default: Loading} = await import('../../src/theme/Loading');
  let retries = 0;
  const container = document.getElementById('root')!;
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
