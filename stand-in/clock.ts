/**
 * The stand-in's time, in seconds since the epoch: the real time plus what a test has moved it on,
 * so that a test sees a code or a token expire without waiting for it.
 */
export type Clock = {now: () => number; advance: (seconds: number) => void};

export function clock(): Clock {
  let offset = 0;
  return {
    now: () => Math.floor(Date.now() / 1000) + offset,
    advance: (seconds) => {
      offset += seconds;
    },
  };
}
