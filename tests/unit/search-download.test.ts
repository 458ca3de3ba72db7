// plugins/search/download.ts: the index, the postings shards and the pages' texts are downloaded
// once each, a failure is tried again on the next call, and a failed answer is named by its file
// and status.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {download, downloadJsonOnce, once} from '../../plugins/search/download';

test('once: the first call starts the work, later calls share it', async () => {
  const started = new Map<string, Promise<number>>();
  let starts = 0;
  const start = () => Promise.resolve((starts += 1));
  assert.equal(await once(started, 'a', start), 1);
  assert.equal(await once(started, 'a', start), 1);
  assert.equal(await once(started, 'b', start), 2);
  assert.equal(starts, 2);
});

test('once: a failure is forgotten, so the next call tries again', async () => {
  const started = new Map<string, Promise<string>>();
  await assert.rejects(
    once(started, 'a', () => Promise.reject(new Error('offline'))),
    /offline/,
  );
  assert.equal(await once(started, 'a', () => Promise.resolve('back')), 'back');
});

test('download: an answer other than 2xx is an error that names the file and the status', async () => {
  const server = http.createServer((request, response) => {
    response.statusCode = request.url === '/ok.json' ? 200 : 503;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.deepEqual(await (await download(`${base}/ok.json`)).json(), {});
    await assert.rejects(download(`${base}/search-texts-1/2.json`), {message: `search: ${base}/search-texts-1/2.json answered 503`});
  } finally {
    server.close();
  }
});

test('downloadJsonOnce: one request per file for any number of calls, parsed', async () => {
  let requests = 0;
  const server = http.createServer((_request, response) => {
    requests += 1;
    response.end('[[1, 2]]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search-postings-1/0.json`;
  try {
    const started = new Map<string, Promise<number[][]>>();
    const answers = await Promise.all([downloadJsonOnce(started, url), downloadJsonOnce(started, url)]);
    assert.deepEqual(answers, [[[1, 2]], [[1, 2]]]);
    assert.equal(requests, 1);
  } finally {
    server.close();
  }
});
