/**
 * Runs in a page before its scripts (page.addInitScript): records every call Comlink sends to
 * the search worker (a message {id, type: "APPLY", path: [.., method], argumentList}:
 * fetchIndexes, search) with the time it was sent, the time of the answer with the same id, and
 * the answer's value, in window.workerCalls. For a search, withSnippets is how many of its rows
 * wait for their passages (undefined: all). Used by the search bench and the e2e tests.
 */
export type WorkerCall = {method: string; input: string; withSnippets?: number; start: number; end: number; value: unknown};

export function recordWorkerCalls() {
  const w = window as unknown as {workerCalls: WorkerCall[]};
  w.workerCalls = [];
  const pending = new Map<string, Omit<WorkerCall, 'end' | 'value'>>();
  for (const Endpoint of [MessagePort, Worker]) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with .call(this) below
    const post = Endpoint.prototype.postMessage as (this: unknown, ...args: unknown[]) => void;
    Endpoint.prototype.postMessage = function (
      this: unknown,
      message: {id?: string; type?: string; path?: string[]; argumentList?: {value?: unknown}[]},
      ...rest: unknown[]
    ) {
      if (message?.type === 'APPLY' && message.id) {
        const [, , input, , withSnippets] = message.argumentList ?? [];
        pending.set(message.id, {
          method: String(message.path?.at(-1)),
          input: String(input?.value),
          withSnippets: withSnippets?.value as number | undefined,
          start: performance.now(),
        });
      }
      return post.call(this, message, ...rest);
    } as typeof post;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with .call(this) below
    const listen = Endpoint.prototype.addEventListener as (this: unknown, type: string, listener: EventListener, ...rest: unknown[]) => void;
    Endpoint.prototype.addEventListener = function (this: unknown, type: string, listener: EventListener, ...rest: unknown[]) {
      if (type !== 'message') return listen.call(this, type, listener, ...rest);
      // An inline arrow: a named one would get tsx's __name() helper, unknown in the page.
      return listen.call(
        this,
        type,
        (event: Event) => {
          const data = (event as MessageEvent).data as {id?: string; value?: unknown} | undefined;
          const call = data?.id === undefined ? undefined : pending.get(data.id);
          if (call) {
            pending.delete(data!.id!);
            w.workerCalls.push({...call, end: performance.now(), value: data!.value});
          }
          return listener.call(this, event);
        },
        ...rest,
      );
    } as typeof listen;
  }
}
