// What a document's pages show being sent, as requests: every code sample (curl, or the URL a
// browser opens) and every request body example, with the parameters' own examples and
// placeholder credentials. For the mock server check (tests/interop/) and the stand-in's.
import {openApiDocument, operationsOf, type LocatedOperation} from '../../src/openapi/documents.ts';
import {requestOfSample, type SampleRequest} from './requestSample.ts';

export type Sent = {label: string; method: string; path: string; headers: Record<string, string>; body?: string};

/** The request as a server receives it: same path, query, headers and body, on its own origin. */
function fromSample(label: string, request: SampleRequest): Sent {
  const headers = {...request.headers};
  let body: string | undefined;
  if (request.form) {
    body = new URLSearchParams(request.form).toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] ??= 'application/json';
  }
  return {label, method: request.method, path: `${request.url.pathname}${request.url.search}`, headers, body};
}

/**
 * A request body example sent to its operation: the path of the operation's own code sample, whose
 * identifiers are of this operation (a shared parameter's example is one operation's: one type's
 * notification template), else from the parameters' examples; the query from the parameters' examples.
 */
function fromExample(document: string, located: LocatedOperation, media: string, name: string, value: unknown): Sent {
  const {operation, method} = located;
  const parameters = operation.parameters ?? [];
  const exampleOf = (parameter: {name: string}) => String((parameter as {example?: unknown}).example);
  const shape = new RegExp(`^${located.path.replace(/\{\w+\}/g, '[^/]+')}$`);
  const sampled = (operation['x-codeSamples'] ?? []).map((sample) => requestOfSample(sample).url.pathname).find((pathName) => shape.test(pathName));
  const pathName =
    sampled ??
    located.path.replace(/\{(\w+)\}/g, (_, parameterName: string) =>
      encodeURIComponent(exampleOf(parameters.find((parameter) => parameter.name === parameterName)!)),
    );
  const query = new URLSearchParams(
    parameters.filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => [parameter.name, exampleOf(parameter)]),
  );
  const headers: Record<string, string> = {'content-type': media};
  const schemes = openApiDocument(document).components?.securitySchemes ?? {};
  for (const schemeName of (operation.security ?? openApiDocument(document).security ?? []).flatMap((requirement) => Object.keys(requirement))) {
    const scheme = schemes[schemeName];
    if (scheme.type === 'apiKey' && scheme.in === 'header') headers[scheme.name!.toLowerCase()] = 'an-api-key';
    if (scheme.type === 'apiKey' && scheme.in === 'query') query.set(scheme.name!, 'an-api-key');
    if (scheme.type === 'http' && scheme.scheme === 'bearer') headers.authorization = 'Bearer an-access-token';
  }
  const body = media.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(value as Record<string, string>).toString() : JSON.stringify(value);
  return {label: `${operation.operationId} request example ${name}`, method, path: `${pathName}${query.size > 0 ? `?${query}` : ''}`, headers, body};
}

/** Everything a document's pages show being sent; a time a sample computes counts from `now` (Unix seconds). */
export function requestsOf(document: string, now?: number): Sent[] {
  return operationsOf(document).flatMap((located) => [
    ...(located.operation['x-codeSamples'] ?? []).map((sample) =>
      fromSample(`${located.operation.operationId} ${sample.label ?? sample.lang} sample`, requestOfSample(sample, now)),
    ),
    ...Object.entries(located.operation.requestBody?.content ?? {}).flatMap(([media, content]) =>
      Object.entries(content.examples ?? {}).map(([name, example]) => fromExample(document, located, media, name, example.value)),
    ),
  ]);
}
