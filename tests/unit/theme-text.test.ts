// Every text the theme shows is Japanese: the theme's own ja translations, with i18n/ja/code.json
// over them for the ones that are still English upstream. A theme upgrade that brings a new English
// text fails here by its id.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../lib/content';

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const themeTexts = read(path.join(siteDir, 'node_modules', '@docusaurus', 'theme-translations', 'locales', 'ja', 'theme-common.json'));
const siteTexts = read(path.join(siteDir, 'i18n', 'ja', 'code.json')) as Record<string, {message: string}>;

const japanese = /[ぁ-んァ-ヶ一-龠]/;
// Texts made only of placeholders and symbols ("{count}", "{authorName} - {nPosts}") need no words.
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));

test("every theme text in Japanese, after the site's translations", () => {
  const texts = new Map(Object.entries(themeTexts).filter(([id]) => !id.includes('___')) as [string, string][]);
  for (const [id, {message}] of Object.entries(siteTexts)) texts.set(id, message);
  const english = [...texts].filter(([, text]) => hasWords(text) && !japanese.test(text)).map(([id, text]) => `${id}: ${text}`);
  assert.deepEqual(english, []);
});

test('each translation of the site replaces a theme text that exists', () => {
  for (const id of Object.keys(siteTexts)) assert.ok(id in themeTexts, `${id} is not a theme text (a renamed id?)`);
});
