// The published OpenAPI documents pass the validators readers run on them: Spectral with its
// `spectral:oas` rules (.spectral.yaml), and the OpenAPI 3.1 JSON Schema with its formats
// (@seriousme/openapi-schema-validator: a `uri` must be one, so every URL is percent-encoded).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openApiDocumentNames} from '../../src/openapi/documents.ts';
import {publishedDocuments, tool} from './support.ts';

const documents = publishedDocuments();

test('the build publishes every document of openapi/', () => {
  assert.deepEqual(
    documents.map(({name}) => name),
    openApiDocumentNames(),
  );
});

test('Spectral (spectral:oas) reports nothing on any published document', async () => {
  const {status, output} = await tool('spectral', [
    'lint',
    '--ruleset',
    '.spectral.yaml',
    '--fail-severity',
    'hint',
    '--format',
    'json',
    '--quiet',
    ...documents.map(({file}) => file),
  ]);
  const results = JSON.parse(output.slice(output.indexOf('['))) as {code: string; message: string; path: string[]; source: string}[];
  assert.deepEqual(
    results.map((result) => `${result.source.replace(/.*\//, '')}: ${result.code}: ${result.message} (${result.path.join('.')})`),
    [],
  );
  assert.equal(status, 0, output);
});

for (const {name, file} of documents) {
  test(`${name}.yaml is valid against the OpenAPI 3.1 schema, formats included`, async () => {
    const {status, output} = await tool('validate-api', [file]);
    assert.deepEqual(JSON.parse(output), {valid: true});
    assert.equal(status, 0);
  });
}
