// The site is in Japanese only: every built page is a left-to-right Japanese document that names no
// version in another language (its alternates are the Japanese page itself and x-default), and the
// build holds no other locale's pages. Read from the production build, without a browser.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFiles} from './support/build-files';

/** The value of one attribute of a tag, quoted or not (the build minifies). */
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>"]+))`).exec(tag);
  return match?.[1] ?? match?.[2];
};

test('every built page is Japanese, left to right, with no alternate in another language', () => {
  const pages = builtFiles('.html');
  expect(pages.length).toBeGreaterThan(100);
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const where = path.relative(buildDir, file);
    const root = /<html[\s>][^>]*>/.exec(html)?.[0] ?? '';
    expect.soft(attribute(root, 'lang'), `${where}: lang`).toBe('ja');
    expect.soft(attribute(root, 'dir'), `${where}: dir`).toBe('ltr');
    const alternates = [...html.matchAll(/<link[^>]*\srel="?alternate[^>]*>/g)].map((link) => attribute(link[0], 'hreflang'));
    expect
      .soft(
        alternates.filter((lang) => lang !== 'ja' && lang !== 'x-default'),
        `${where}: alternates in another language`,
      )
      .toEqual([]);
  }
});

test('the build has no other locale: no top-level folder is a language code', () => {
  const folders = fs
    .readdirSync(buildDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.length).toBeGreaterThan(5);
  expect(folders.filter((name) => /^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(name))).toEqual([]);
});
