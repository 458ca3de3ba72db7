// The benchmarks' command line: `--name value` options, `--runs N`, and the page paths given.
import {STATES, type State} from './states';

/** The value after `name`, or undefined when the option is not given. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** `--runs N`, or the benchmark's own default. */
export const runs = (fallback: number): number => Number(option('--runs')) || fallback;

/** The page paths given (arguments that begin with a slash). */
export const pathArgs = (): string[] => process.argv.slice(2).filter((arg) => arg.startsWith('/'));

/** Every value of an option given more than once (`--without a --without b`). */
export function options(name: string): string[] {
  return process.argv.flatMap((arg, index) => (arg === name && index + 1 < process.argv.length ? [process.argv[index + 1]] : []));
}

/** The states to measure in (`--states idle,busy-core`, from ./states.ts, which says what each is). */
export function states(): State[] {
  const given = (option('--states') ?? 'idle').split(',');
  const unknown = given.find((state) => !(STATES as string[]).includes(state));
  if (unknown !== undefined) {
    console.error(`unknown --states value "${unknown}": give one or more of ${STATES.join(', ')}, separated by commas`);
    process.exit(2);
  }
  return given as State[];
}
