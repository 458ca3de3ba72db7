// The published OpenAPI documents and the pages made from them, in the browser: every page that
// renders an operation links to its document, the link downloads the published file, and the
// endpoint line the reader sees is that operation's method, server and path in the file.
import {test, expect, type APIRequestContext} from '@playwright/test';
import yaml from 'js-yaml';
import {docFiles} from '../lib/docs';
import {findOperation} from '../../src/openapi/documents';

type Document = {paths: Record<string, Record<string, {operationId?: string}>>};

// Each page, with the operations whose endpoint lines it shows, in order.
const endpointPages = docFiles().flatMap((doc) => {
  const operations = [...doc.body.matchAll(/<Operation api="([^"]+)" id="([^"]+)" show="endpoint"/g)].map((match) => ({api: match[1], id: match[2]}));
  return operations.length > 0 && doc.frontMatter.draft !== true ? [{permalink: doc.permalink, operations}] : [];
});

// Each published document once per worker: pages share the same few documents.
const publishedDocuments = new Map<string, Promise<Document>>();
function published(request: APIRequestContext, href: string): Promise<Document> {
  let document = publishedDocuments.get(href);
  if (!document) {
    document = request.get(href).then(async (response) => {
      expect(response.status(), href).toBe(200);
      return yaml.load(await response.text()) as Document;
    });
    publishedDocuments.set(href, document);
  }
  return document;
}

test('endpoint pages are found', () => {
  expect(endpointPages.length).toBeGreaterThanOrEqual(50);
});

// The lines are in the server-rendered HTML: checked as served, without running the app, which
// took most of each test's time.
test.describe(() => {
  test.use({javaScriptEnabled: false});
  for (const {permalink, operations} of endpointPages) {
    test(`${permalink}: each endpoint line is its operation, and its link downloads the document`, async ({page, request}) => {
      await page.goto(permalink, {waitUntil: 'domcontentloaded'});
      const lines = page.locator('article p').filter({has: page.getByRole('link', {name: 'OpenAPI をダウンロード'})});
      await expect(lines).toHaveCount(operations.length);
      for (const [index, {api, id}] of operations.entries()) {
        const line = lines.nth(index);
        const link = line.getByRole('link', {name: 'OpenAPI をダウンロード'});
        const href = (await link.getAttribute('href'))!;
        expect(href).toBe(`/openapi/${api}.yaml`);
        await expect(link, "saved under the document's own name").toHaveAttribute('download', `${api}.yaml`);

        // The published file has the operation at the method and path the page was made from, and
        // the line shows them as the site's pages write a host and a path (src/openapi/documents.ts).
        const located = findOperation(api, id);
        const document = await published(request, href);
        expect(document.paths[located.path]?.[located.method.toLowerCase()]?.operationId).toBe(id);
        await expect(line.locator('span').first()).toHaveText(located.method);
        await expect(line.locator('code')).toHaveText(`${located.host}${located.shownPath}`);
      }
    });
  }
});
