// The published OpenAPI documents and the pages made from them, in the browser: every page that
// renders an operation links to its document, the link downloads the published file, and the
// endpoint line the reader sees is that operation's method, server and path in the file.
import {test, expect} from '@playwright/test';
import yaml from 'js-yaml';
import {docFiles} from '../lib/docs';

type Server = {url: string; variables?: Record<string, {'x-display-name'?: string}>};
type Parameter = {name: string; 'x-display-name'?: string} | {$ref: string};
type PathItem = Record<string, unknown> & {servers?: Server[]; parameters?: Parameter[]};
type Document = {
  servers: Server[];
  'x-path-style'?: 'colon';
  paths: Record<string, PathItem>;
  components?: {parameters?: Record<string, {name: string; 'x-display-name'?: string}>};
};

// Each page, with the operations whose endpoint lines it shows, in order.
const endpointPages = docFiles().flatMap((doc) => {
  const operations = [...doc.body.matchAll(/<Operation api="([^"]+)" id="([^"]+)" show="endpoint"/g)].map((match) => ({api: match[1]!, id: match[2]!}));
  return operations.length > 0 && doc.frontMatter.draft !== true ? [{permalink: doc.permalink, operations}] : [];
});

test('endpoint pages are found', () => {
  expect(endpointPages.length).toBeGreaterThanOrEqual(50);
});

for (const {permalink, operations} of endpointPages) {
  test(`${permalink}: each endpoint line is its operation, and its link downloads the document`, async ({page, request}) => {
    await page.goto(permalink);
    const lines = page.locator('article p').filter({has: page.getByRole('link', {name: 'OpenAPI をダウンロード'})});
    await expect(lines).toHaveCount(operations.length);
    for (const [index, {api, id}] of operations.entries()) {
      const line = lines.nth(index);
      const link = line.getByRole('link', {name: 'OpenAPI をダウンロード'});
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`/openapi/${api}.yaml`);
      await expect(link, 'saved under the document\'s own name').toHaveAttribute('download', `${api}.yaml`);

      const response = await request.get(href);
      expect(response.status()).toBe(200);
      const document = yaml.load(await response.text()) as Document;
      const [pathName, item] = Object.entries(document.paths).find(([, entry]) =>
        Object.entries(entry).some(([key, operation]) => key !== 'servers' && key !== 'parameters' && (operation as {operationId?: string}).operationId === id),
      )!;
      const method = Object.entries(item).find(([key, operation]) => key !== 'servers' && key !== 'parameters' && (operation as {operationId?: string}).operationId === id)![0];
      // The path's own server, if it has one, with each variable shown by its display name, and
      // the path parameters by theirs (アカウントID).
      const server = item.servers?.[0] ?? document.servers[0]!;
      const host = server.url.replace(/\{(\w+)\}/g, (whole, name: string) => (server.variables?.[name]?.['x-display-name'] ? `{${server.variables[name]!['x-display-name']}}` : whole));
      const names = new Map(
        [...(item.parameters ?? []), ...((item[method] as {parameters?: Parameter[]}).parameters ?? [])].flatMap((parameter) =>
          '$ref' in parameter ? [] : parameter['x-display-name'] ? [[parameter.name, parameter['x-display-name']] as const] : [],
        ),
      );
      const refs = [...(item.parameters ?? []), ...((item[method] as {parameters?: Parameter[]}).parameters ?? [])].flatMap((parameter) => ('$ref' in parameter ? [parameter.$ref] : []));
      for (const ref of refs) {
        const shared = document.components?.parameters?.[ref.split('/').pop()!];
        if (shared?.['x-display-name']) names.set(shared.name, shared['x-display-name']);
      }
      const named = pathName.replace(/\{(\w+)\}/g, (whole, name: string) => (names.has(name) ? `{${names.get(name)}}` : whole));
      // The message manager's pages write path parameters as `:name` (x-path-style), as its prose does.
      const shown = document['x-path-style'] === 'colon' ? named.replace(/\{(\w+)\}/g, ':$1') : named;
      await expect(line.locator('span').first()).toHaveText(method.toUpperCase());
      await expect(line.locator('code')).toHaveText(`${host}${shown}`);
    }
  });
}
