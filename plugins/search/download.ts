// The search's downloads, shared by the page (./client.ts: the index) and the worker
// (./worker.ts: the postings shards and the pages' texts): each file once, and again after a failure.

/** The response for `url`, or an error that names the file and the status. */
export async function download(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
  return response;
}

/**
 * The work started for `key`, started on the first call only. A failed one is forgotten, so that
 * the next call tries again instead of failing every search after it.
 */
export function once<T>(started: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  let work = started.get(key);
  if (!work) {
    work = start();
    work.catch(() => started.delete(key));
    started.set(key, work);
  }
  return work;
}

/** The JSON of `url`, downloaded once (again after a failure): the worker's postings shards and pages' texts. */
export function downloadJsonOnce<T>(started: Map<string, Promise<T>>, url: string): Promise<T> {
  return once(started, url, async () => (await (await download(url)).json()) as T);
}
