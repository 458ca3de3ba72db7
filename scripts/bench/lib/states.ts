// The states the Lighthouse benchmarks measure in. `idle`: nothing else runs. `busy-core`: one
// core kept busy (./busy-core.ts), the slow state. `fonts-open`: idle, and each fresh browser has
// first shown Japanese text, as a Japanese reader's browser has. Lighthouse starts a new browser
// for every run, so in the other states each Japanese page pays for opening the system's Japanese
// font files inside its first layout, which an English page such as the stock docs page does not;
// this state shows what is left when both sites start from open fonts (./fonts-open.ts).
import {busyCore} from './busy-core';

export const STATES = ['idle', 'busy-core', 'fonts-open'] as const;
export type State = (typeof STATES)[number];

/** Puts the machine into `state` for the runs; `leave` puts it back. */
export function enterState(state: State): {fontsOpen: boolean; leave: () => void} {
  const busy = state === 'busy-core' ? busyCore() : undefined;
  return {fontsOpen: state === 'fonts-open', leave: () => busy?.stop()};
}
