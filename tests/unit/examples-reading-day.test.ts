// What a reader copies from a page works on the day they read it: no request the documents show
// carries a time that has expired by then. The Messaging API's sends take a reservation time
// within a window counted from when the request arrives; every request example and code sample of
// its document goes to the stand-in, which holds that window, on the day the test runs and a year
// later. The other documents' requests carry no time at all, so a time added there fails too.
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startStandIn} from '../../stand-in/index.ts';
import {openApiDocumentNames} from '../../src/openapi/documents.ts';
import {requestsOf} from '../lib/documentRequests.ts';
import {docFiles} from '../lib/docs.ts';
import {siteDir} from '../lib/content.ts';

const YEAR = 365 * 24 * 60 * 60;
/** The document whose requests the stand-in judges here. */
const TIMED = 'messaging-api-v2';
/** A Unix time in seconds (2001 to 2286), as a JSON number or a query value. */
const unixTime = /(?<![\d.])1\d{9}(?![\d.])/;

test(`every request of ${TIMED}.yaml is inside its window on the day it is read and a year later`, async (t) => {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  const refused: string[] = [];
  const unjudged: string[] = [];
  let timed = 0;
  for (const [day, advance] of [
    ['today', 0],
    ['a year later', YEAR],
  ] as const) {
    standIn.advanceClock(advance);
    const now = Math.floor(Date.now() / 1000) + (day === 'today' ? 0 : YEAR);
    for (const request of requestsOf(TIMED, now)) {
      const headers = {...request.headers, ...(request.headers['x-api-key'] === undefined ? {} : {'x-api-key': standIn.messaging.apiKey})};
      const response = await fetch(`${standIn.messaging.origin}${request.path}`, {method: request.method, headers, body: request.body});
      const answer = await response.text();
      // 400 is the service's refusal of a value. A send the window was checked for is accepted,
      // or refused later for an end user the stand-in does not hold.
      if (response.status === 400) refused.push(`${day}: ${request.label}: ${answer}`);
      else if (request.body && unixTime.test(request.body)) {
        timed += 1;
        if (response.status !== 202 && !answer.includes('"end_user_not_found"')) unjudged.push(`${day}: ${request.label}: ${response.status} ${answer}`);
      }
    }
  }
  assert.deepEqual(refused, []);
  assert.deepEqual(unjudged, []);
  // The samples that reserve are judged, not only those that send now.
  assert.ok(timed > 0, `no request of ${TIMED}.yaml carries a reservation time`);
  assert.deepEqual(standIn.violations(), []);
});

test('the requests of the other documents carry no time that could expire', () => {
  const found = openApiDocumentNames()
    .filter((name) => name !== TIMED)
    .flatMap((name) => requestsOf(name).filter((request) => unixTime.test(`${request.path} ${request.body ?? ''}`)))
    .map((request) => `${request.label}: ${request.path} ${request.body ?? ''}`);
  assert.deepEqual(found, []);
});

test('no page gives a fixed reservation time to copy', () => {
  // A literal time in a call or a body, or a sentence that explains one, is stale within 30 days.
  const fixed = [/reservation(?:_time|Time)["']?\s*[:=]\s*1\d{9}/, /`1\d{9}` は[^。\n]*Unix 時間/];
  const found = docFiles().flatMap((doc) =>
    fs
      .readFileSync(path.join(siteDir, doc.file), 'utf8')
      .split('\n')
      .map((line, index) => ({line, at: `${doc.file}:${index + 1}`}))
      .filter(({line}) => fixed.some((pattern) => pattern.test(line)))
      .map(({line, at}) => `${at}: ${line.trim()}`),
  );
  assert.deepEqual(found, []);
});
