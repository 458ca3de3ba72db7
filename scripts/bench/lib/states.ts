// The states the Lighthouse benchmarks measure in. `idle`: nothing else runs. `busy-core`: one
// core kept busy (./busy-core.ts), the slow state. `fonts-open`: idle, and each fresh browser has
// first shown Japanese text, as a Japanese reader's browser has. Lighthouse starts a new browser
// for every run, so in `idle` and `busy-core` each Japanese page pays for opening the system's
// Japanese font files inside its first layout, which an English page such as the stock docs page
// does not; this state shows what is left when both sites start from open fonts (./fonts-open.ts).
// `busy-core-fonts-open`: both at once, to show the same for the slow state.
import {busyCore} from './busy-core';

const PARTS = {
  idle: {busy: false, fontsOpen: false},
  'busy-core': {busy: true, fontsOpen: false},
  'fonts-open': {busy: false, fontsOpen: true},
  'busy-core-fonts-open': {busy: true, fontsOpen: true},
} as const;
export type State = keyof typeof PARTS;
export const STATES = Object.keys(PARTS) as State[];

/** Puts the machine into `state` for the runs; `leave` puts it back. */
export function enterState(state: State): {fontsOpen: boolean; leave: () => void} {
  const busy = PARTS[state].busy ? busyCore() : undefined;
  return {fontsOpen: PARTS[state].fontsOpen, leave: () => busy?.stop()};
}
