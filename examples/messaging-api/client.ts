/**
 * A minimal typed client for the ソーシャルPLUS Messaging API (v2). It uses only the built-in fetch.
 * Tested with tsx against a local stand-in of the API (to run a file that imports it:
 * `npx tsx <file>.ts`). Create it on your server: the API key must never reach a browser or an app.
 */

// #region client
export type ClientOptions = {
  /** The API key issued in the message manager (starts with `mm-`). Keep it on the server. */
  apiKey: string;
  /** Defaults to the production API. Tests point it at a local stand-in. */
  baseUrl?: string;
  /** Gives up on a request after this many milliseconds (default 30 seconds). */
  timeoutMs?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
};

export type ApiErrorItem = {path: string; code: string};

/**
 * Thrown for every non-2xx answer, whatever its body: `errors` is the `errors` array of a v2 error
 * body (empty when the body is not one, for example an HTML page from a proxy), and `retryAfter`
 * the seconds of the `Retry-After` header of a 429 (undefined when there is none).
 */
export class MessagingApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  readonly retryAfter: number | undefined;

  constructor(status: number, errors: ApiErrorItem[], retryAfter?: number) {
    super(`Messaging API error ${status}: ${errors.map((e) => `${e.path} ${e.code}`).join(', ') || 'no details'}`);
    this.name = 'MessagingApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

export type MessagingClient = {
  request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

export function createClient(options: ClientOptions): MessagingClient {
  const baseUrl = (options.baseUrl ?? 'https://msgapi.socialplus.jp').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      // A timeout rejects with an AbortError (a TimeoutError DOMException), never a MessagingApiError:
      // for a send API the message may have been accepted, see errors-definition#再試行の判断.
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'X-API-Key': options.apiKey,
          Accept: 'application/json',
          ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const json = parseJson(await response.text()) as {errors?: unknown} | undefined;
      if (!response.ok) {
        const seconds = Number(response.headers.get('Retry-After'));
        const errors = Array.isArray(json?.errors) ? (json.errors as ApiErrorItem[]) : [];
        throw new MessagingApiError(response.status, errors, Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
      }
      if (json === undefined) throw new Error(`Messaging API answered ${response.status} with a body that is not JSON`);
      return json as T;
    },
  };
}
// #endregion client
