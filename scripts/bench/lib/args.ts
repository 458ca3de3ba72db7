// The benchmarks' command line: `--name value` options, `--runs N`, and the page paths given.

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

/** The machine states to measure in (`--states idle,busy-core`; ./busy-core.ts makes the slow one). */
export function states(): ('idle' | 'busy-core')[] {
  const given = (option('--states') ?? 'idle').split(',');
  for (const state of given) {
    if (state !== 'idle' && state !== 'busy-core') {
      console.error(`unknown --states value "${state}": give idle, busy-core or idle,busy-core`);
      process.exit(2);
    }
  }
  return given as ('idle' | 'busy-core')[];
}
