// The types openapi-typescript generates from each published document accept the document's own
// examples: every request and response example, every parameter example and every shared
// schema's, each assigned to its generated type and checked by `tsc --strict`. A schema the
// generator reads another way than the pages (an object it closes, a sibling of `$ref` it drops)
// fails here.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {openApiDocument, operationsOf, webhooksOf, type Operation} from '../../src/openapi/documents.ts';
import {tempDir} from '../lib/tempDir.ts';
import {publishedDocuments, tool} from './support.ts';

type Example = {label: string; type: string; value: unknown};

const key = (name: string | number) => JSON.stringify(String(name));

/** Every example of an operation, with the generated type it must fit (`operation` is that type's expression). */
function operationExamples(label: string, operation: Operation, type: string): Example[] {
  const examples: Example[] = [];
  for (const [media, content] of Object.entries(operation.requestBody?.content ?? {})) {
    for (const [name, example] of Object.entries(content.examples ?? {})) {
      examples.push({label: `${label} request ${name}`, type: `NonNullable<${type}["requestBody"]>["content"][${key(media)}]`, value: example.value});
    }
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    for (const [media, content] of Object.entries(response.content ?? {})) {
      for (const [name, example] of Object.entries(content.examples ?? {})) {
        examples.push({label: `${label} ${status} ${name}`, type: `${type}["responses"][${key(status)}]["content"][${key(media)}]`, value: example.value});
      }
    }
  }
  for (const parameter of operation.parameters ?? []) {
    const example = (parameter as {example?: unknown}).example;
    if (example === undefined) continue;
    examples.push({
      label: `${label} ${parameter.in} ${parameter.name}`,
      type: `NonNullable<${type}["parameters"][${key(parameter.in)}]>[${key(parameter.name)}]`,
      value: example,
    });
  }
  return examples;
}

function examplesOf(name: string): Example[] {
  const examples = operationsOf(name).flatMap(({path: pathName, method, operation}) =>
    operationExamples(operation.operationId, operation, `paths[${key(pathName)}][${key(method.toLowerCase())}]`),
  );
  for (const {name: webhook, operation} of webhooksOf(name))
    examples.push(...operationExamples(`webhook ${webhook}`, operation, `webhooks[${key(webhook)}]["post"]`));
  const schemas = (openApiDocument(name).components?.schemas ?? {}) as Record<string, {examples?: unknown[]}>;
  for (const [schemaName, schema] of Object.entries(schemas)) {
    (schema.examples ?? []).forEach((value, i) =>
      examples.push({label: `schema ${schemaName} ${i}`, type: `components["schemas"][${key(schemaName)}]`, value}),
    );
  }
  return examples;
}

test('the generated types of every published document accept its examples under tsc --strict', async () => {
  const dir = tempDir('openapi-types-');
  const labels = new Map<string, string>();
  let count = 0;
  const files: string[] = [];
  await Promise.all(
    publishedDocuments().map(async ({name, file}) => {
      const generated = path.join(dir, `${name}.ts`);
      const {status, output} = await tool('openapi-typescript', [file, '--output', generated]);
      assert.equal(status, 0, output);
      const examples = examplesOf(name);
      assert.ok(examples.length > 0, `${name}: no examples`);
      const lines = fs.readFileSync(generated, 'utf8').split('\n');
      for (const example of examples) {
        lines.push(`export const example${count}: ${example.type} = ${JSON.stringify(example.value)};`);
        labels.set(`${name}.ts(${lines.length},`, `${name}: ${example.label}`);
        count += 1;
      }
      fs.writeFileSync(generated, lines.join('\n'));
      files.push(generated);
    }),
  );
  const {status, output} = await tool('tsc', ['--strict', '--noEmit', '--skipLibCheck', '--target', 'es2022', ...files]);
  // Each error, named by the example on its line.
  const errors = output
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .map((line) => {
      const at = [...labels.keys()].find((prefix) => line.startsWith(prefix) || line.includes(`/${prefix}`));
      return at ? `${labels.get(at)}: ${line.replace(/^.*error /, '')}` : line;
    });
  assert.deepEqual(errors, []);
  assert.equal(status, 0, output);
  assert.ok(count > 300, `only ${count} examples checked`);
});
