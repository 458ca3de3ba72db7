// The published OpenAPI documents and the pages made from them, in the browser: every page that
// renders an operation links to its document, the link downloads the published file, and the
// endpoint line the reader sees is that operation's method, server and path in the file.
import {test, expect} from '@playwright/test';
import yaml from 'js-yaml';
import {docFiles} from '../lib/docs';

type Server = {url: string; variables?: Record<string, {'x-display-name'?: string}>};
type Document = {servers: Server[]; 'x-path-style'?: 'colon'; paths: Record<string, Record<string, {operationId: string}> & {servers?: Server[]}>};

const endpointPages = docFiles().flatMap((doc) => {
  const match = /<Operation api="([^"]+)" id="([^"]+)" show="endpoint"/.exec(doc.body);
  return match && doc.frontMatter.draft !== true ? [{permalink: doc.permalink, api: match[1]!, id: match[2]!}] : [];
});

test('endpoint pages are found', () => {
  expect(endpointPages.length).toBeGreaterThanOrEqual(9);
});

for (const {permalink, api, id} of endpointPages) {
  test(`${permalink}: the endpoint line is ${api} ${id}, and its link downloads the document`, async ({page, request}) => {
    await page.goto(permalink);
    const line = page.locator('article p').filter({has: page.getByRole('link', {name: 'OpenAPI をダウンロード'})});
    await expect(line).toHaveCount(1);
    const link = line.getByRole('link', {name: 'OpenAPI をダウンロード'});
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(`/openapi/${api}.yaml`);
    await expect(link, 'saved under the document\'s own name').toHaveAttribute('download', `${api}.yaml`);

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    const document = yaml.load(await response.text()) as Document;
    const [pathName, methods] = Object.entries(document.paths).find(([, item]) => Object.values(item).some((operation) => (operation as {operationId?: string}).operationId === id))!;
    const method = Object.entries(methods).find(([key, operation]) => key !== 'servers' && (operation as {operationId: string}).operationId === id)![0];
    // The path's own server, if it has one, with each variable shown by its display name.
    const server = methods.servers?.[0] ?? document.servers[0]!;
    const host = server.url.replace(/\{(\w+)\}/g, (whole, name: string) => (server.variables?.[name]?.['x-display-name'] ? `{${server.variables[name]!['x-display-name']}}` : whole));
    await expect(line.locator('span').first()).toHaveText(method.toUpperCase());
    // The message manager's pages write path parameters as `:name` (x-path-style), as its prose does.
    const shown = document['x-path-style'] === 'colon' ? pathName.replace(/\{(\w+)\}/g, ':$1') : pathName;
    await expect(line.locator('code')).toHaveText(`${host}${shown}`);
  });
}
