/**
 * A minimal typed client for the ソーシャルPLUS Messaging API (v2).
 * Node.js 24 runs this file as is (type stripping); it uses only the built-in fetch.
 */

// #region client
export type ClientOptions = {
  /** The API key issued in the message manager (starts with `mm-`). Keep it on the server. */
  apiKey: string;
  /** Defaults to the production API. Tests point it at a local stand-in. */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
};

export type ApiErrorItem = {path: string; code: string};

/** Thrown for every non-2xx answer; `errors` is the `errors` array of the response body. */
export class MessagingApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(`Messaging API error ${status}: ${errors.map((e) => `${e.path} ${e.code}`).join(', ') || 'no details'}`);
    this.name = 'MessagingApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type MessagingClient = {
  request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
};

export function createClient(options: ClientOptions): MessagingClient {
  const baseUrl = (options.baseUrl ?? 'https://msgapi.socialplus.jp').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'X-API-Key': options.apiKey,
          Accept: 'application/json',
          ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const json = text ? JSON.parse(text) : {};
      if (!response.ok) {
        throw new MessagingApiError(response.status, Array.isArray(json.errors) ? json.errors : []);
      }
      return json as T;
    },
  };
}
// #endregion client
