// The values of src/data/values.ts are stated once: a page prints them with <Value of="…" /> or
// <LimitsTable of="…" />, never by hand. Each value's `handWritten` patterns find a sentence that
// states it without the module; the failure names the page, the line and the element to use.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteValue, siteValues, valueGroups} from '../../src/data/values.ts';
import {contentFiles, readContent} from '../lib/content.ts';
import {docFiles} from '../lib/docs.ts';
import {proseOf} from '../lib/prose.ts';

test('every value names its source, and every pattern captures the value it guards', () => {
  for (const [id, value] of Object.entries(siteValues)) {
    assert.ok(value.source.trim(), `${id}: no source`);
    assert.ok(value.text.trim(), `${id}: no text`);
    if (value.handWritten?.length) {
      assert.equal(typeof value.value, 'number', `${id}: has handWritten patterns but no numeric value`);
      // The value's own text, wherever a page prints it, must not read as a contradiction.
      for (const pattern of value.handWritten) {
        const captured = pattern.exec(value.text)?.[1];
        if (captured !== undefined) assert.equal(Number(captured.replace(/,/g, '')), value.value, `${id}: its text disagrees with its value`);
      }
    }
  }
  assert.ok(Object.keys(valueGroups).length >= 3);
});

test('no page states a module value by hand', () => {
  const found: string[] = [];
  for (const file of contentFiles()) {
    const lines = proseOf(readContent(file)).split('\n');
    lines.forEach((line, index) => {
      for (const [id, value] of Object.entries(siteValues)) {
        for (const pattern of value.handWritten ?? []) {
          const match = pattern.exec(line);
          if (match) found.push(`${file}:${index + 1}: 「${match[0]}」 — write <Value of="${id}" /> (${value.text})`);
        }
      }
    });
  }
  assert.deepEqual(found, [], `values typed by hand:\n${found.join('\n')}`);
});

test('every <Value of> and <LimitsTable of> on a page names a known value', () => {
  const unknown: string[] = [];
  for (const file of contentFiles()) {
    for (const [, id] of readContent(file).matchAll(/<Value of="([^"]+)"/g)) {
      try {
        siteValue(id);
      } catch (error) {
        unknown.push(`${file}: ${(error as Error).message}`);
      }
    }
    for (const [, service] of readContent(file).matchAll(/<LimitsTable of="([^"]+)"/g)) {
      if (!(service in valueGroups)) unknown.push(`${file}: unknown service ${service}`);
    }
  }
  assert.deepEqual(unknown, []);
});

test("each service's limits page lists every value of the service", () => {
  const pages = new Map(docFiles().map((doc) => [doc.permalink, readContent(doc.file)]));
  const missing: string[] = [];
  for (const [service, group] of Object.entries(valueGroups)) {
    if (service === 'site') continue; // facts about the site itself, not limits of a service
    const page = pages.get(group.limitsPage.split('#')[0]);
    if (!page) {
      missing.push(`${service}: no page at ${group.limitsPage}`);
      continue;
    }
    for (const [name, value] of Object.entries(group.values)) {
      if (!value.group) missing.push(`${service}.${name}: no group, so no limits table lists it`);
      else if (!page.includes(`<LimitsTable of="${service}" group="${value.group}" />`) && !page.includes(`<LimitsTable of="${service}" />`)) {
        missing.push(`${service}.${name}: ${group.limitsPage} has no <LimitsTable of="${service}" group="${value.group}" />`);
      }
    }
  }
  assert.deepEqual(missing, []);
});
