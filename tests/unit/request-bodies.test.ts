// Every Messaging API page whose request has a JSON body shows an example whose fields are exactly
// the fields its parameter tables list: no field the table forgets, no field the example leaves out.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docFiles} from '../lib/docs.ts';
import {siteDir} from '../lib/content.ts';

const API_DIR = 'docs/message/messaging-api-references/';

/** The page text with each imported partial (`<Name />`) replaced by the partial's own text. */
function inlinePartials(file: string): string {
  const source = fs.readFileSync(file, 'utf8');
  const imports = new Map<string, string>();
  for (const [, name, from] of source.matchAll(/^import (\w+) from '(\.[^']+\.mdx)';$/gm)) {
    imports.set(name!, path.resolve(path.dirname(file), from!));
  }
  return source.replace(/^<(\w+) \/>$/gm, (tag, name: string) =>
    imports.has(name) ? fs.readFileSync(imports.get(name)!, 'utf8') : tag,
  );
}

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Field names of the body tables (header 名前 | 型 | 必須) of the request section, path parameters left out. */
export function tableFields(requestSection: string): Set<string> {
  const fields = new Set<string>();
  let prefix = '';
  let skip = false;
  let inBodyTable = false;
  for (const line of requestSection.split('\n')) {
    const sub = /^### (.+)$/.exec(line);
    if (sub) {
      const title = sub[1]!.trim();
      skip = /パスパラメーター|クエリパラメーター/.test(title);
      // A subsection named after a body field (for example "contents") lists that field's children.
      prefix = /^[a-z_]+$/.test(title) ? `${title}.` : '';
      continue;
    }
    if (/^\| 名前 \| 型 \| 必須 \|/.test(line)) inBodyTable = !skip;
    else if (!line.startsWith('|')) inBodyTable = false;
    const row = /^\| `([^`]+)` \|/.exec(line);
    if (inBodyTable && row) fields.add(prefix + row[1]);
  }
  return fields;
}

/** Field paths of a JSON body, going into an object only where the table lists what is inside it. */
export function exampleFields(body: unknown, listed: Set<string>, at = ''): Set<string> {
  const found = new Set<string>();
  const inside = (name: string) => [...listed].some((f) => f.startsWith(`${name}.`) || f.startsWith(`${name}[].`));
  if (Array.isArray(body)) {
    for (const item of body) for (const f of exampleFields(item, listed, `${at}[]`)) found.add(f);
    return found;
  }
  if (body === null || typeof body !== 'object') return found;
  for (const [key, value] of Object.entries(body)) {
    const name = at ? `${at}.${key}` : key;
    found.add(name);
    if (inside(name)) for (const f of exampleFields(value, listed, name)) found.add(f);
  }
  return found;
}

/** The JSON body of the first curl example (`-d '…'`) of the page, or null when it sends none. */
function curlBody(exampleSection: string): unknown {
  const match = /curl [^\n]*(?:\n[^\n]*?)*? -d '([\s\S]*?)'\n/.exec(exampleSection);
  return match ? JSON.parse(match[1]!) : null;
}

const pages = docFiles()
  .filter((doc) => doc.file.startsWith(API_DIR))
  .map((doc) => ({file: doc.file, text: inlinePartials(path.join(siteDir, doc.file))}))
  // GET requests carry no body; their tables list path parameters.
  .filter(({text}) => !/<ApiEndpoint method="GET"/.test(text) && tableFields(section(text, 'リクエストパラメーター')).size > 0);

test('the Messaging API pages with a JSON body typed by hand are found', () => {
  // The 12 notification types. The end-user, message and rich menu pages render their body from
  // openapi/messaging-api-v2.yaml, where tests/unit/openapi.test.ts checks example against schema.
  assert.equal(pages.length, 12, pages.map((p) => p.file).join('\n'));
});

for (const {file, text} of pages) {
  test(`${file}: the example body has exactly the table's fields`, () => {
    const listed = tableFields(section(text, 'リクエストパラメーター'));
    const body = curlBody(section(text, 'リクエストの例'));
    assert.ok(body, 'no curl example with a -d body');
    const shown = exampleFields(body, listed);
    assert.deepEqual(
      {notInTable: [...shown].filter((f) => !listed.has(f)), notInExample: [...listed].filter((f) => !shown.has(f))},
      {notInTable: [], notInExample: []},
    );
  });
}

test('a field missing from the table or the example is caught', () => {
  const listed = tableFields('\n| 名前 | 型 | 必須 | 説明 |\n| --- | --- | --- | --- |\n| `a` | object | 必須 | x |\n| `a.b` | string | 必須 | x |\n');
  assert.deepEqual([...exampleFields({a: {b: 'x', c: 'y'}}, listed)], ['a', 'a.b', 'a.c']);
  assert.deepEqual([...exampleFields({a: {}}, listed)], ['a']);
});
