// The built site states each value of src/data/values.ts one way: wherever a page's text (partials,
// tables and rendered data included) states one of them, it states the module's number. A page that
// says "1 分間に 60 リクエスト" while another says 100 fails here, with both pages named.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFiles} from './support/build-files';
import {siteValues} from '../../src/data/values';
import {textOfHtml} from '../lib/prose';

const pagePath = (file: string) =>
  '/' +
  path
    .relative(buildDir, file)
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1');

test('every built page states each site value as the data module does', () => {
  const pages = builtFiles('.html').map((file) => ({path: pagePath(file), text: textOfHtml(fs.readFileSync(file, 'utf8'))}));
  expect(pages.length).toBeGreaterThan(150);
  const contradictions: string[] = [];
  let statements = 0;
  for (const [id, value] of Object.entries(siteValues)) {
    for (const pattern of value.handWritten ?? []) {
      const global = new RegExp(pattern.source, 'g');
      for (const page of pages) {
        for (const match of page.text.matchAll(global)) {
          statements++;
          const stated = Number(match[1].replace(/,/g, ''));
          if (stated !== value.value) contradictions.push(`${page.path}: 「${match[0]}」 states ${id} as ${stated}; the module says ${value.value}`);
        }
      }
    }
  }
  // The module's values appear on the built site (the limits pages at least), so the check ran.
  expect(statements).toBeGreaterThan(10);
  expect(contradictions, contradictions.join('\n')).toEqual([]);
});
