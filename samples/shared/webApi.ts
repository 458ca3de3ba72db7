/**
 * The Web API of both versions of the social login, as every sample site calls it: one host,
 * `GET /api/{operation}` with the API key as `key`, and on failure
 * `{"status":"failed","error":{"code":N,"message":"..."}}` with a 4xx or 5xx status.
 */

/** A Web API failure: the HTTP status and the code of the error definition page. */
export class WebApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly apiMessage: string | undefined,
  ) {
    super(`${operation} failed with HTTP ${status}${code === undefined ? '' : `, code ${code}`}${apiMessage ? ` (${apiMessage})` : ''}`);
    this.name = 'WebApiError';
  }
}

/** A caller of the service's Web API: the answer's JSON, or a WebApiError. Run it on the server only. */
export function webApiOf(settings: {apiBase: string; apiKey: string}) {
  return async function webApi<T = unknown>(operation: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`/api/${operation}`, settings.apiBase);
    url.search = new URLSearchParams({key: settings.apiKey, ...params}).toString();
    const response = await fetch(url);
    const body = (await response.json().catch(() => ({}))) as {status?: string; error?: {code?: number; message?: string}};
    if (!response.ok || body.status !== 'ok') throw new WebApiError(operation, response.status, body.error?.code, body.error?.message);
    return body as T;
  };
}
