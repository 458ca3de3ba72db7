// The request an operation's code sample (x-codeSamples) sends, read the way curl and a browser
// would send it: for the unit test that holds each sample to its operation, and for the mock
// server check that sends each one (tests/interop/).
export type SampleRequest = {
  method: string;
  url: URL;
  /** Header names in lower case; a shell variable (`$SOCIALPLUS_MM_API_KEY`) stays as written. */
  headers: Record<string, string>;
  /** The body as sent: JSON text, or a form's `name=value` pairs. */
  json?: unknown;
  form?: Record<string, string>;
};

/** A quoted shell word: 'single' or "double", without its quotes. */
const quoted = String.raw`(?:'([^']*)'|"([^"]*)")`;
const wordOf = (match: RegExpMatchArray, first = 1) => match[first] ?? match[first + 1];

/** `name=$(( $(date +%s) + seconds ))`: a time the sample computes from the reader's clock. */
const timeAssignment = /^(\w+)=\$\(\( \$\(date \+%s\) \+ (\d+) \)\)$/;

/** The names of the times a Shell sample computes from `date +%s` (each the body field it fills). */
export function timesOfSample(source: string): string[] {
  return source.split('\n').flatMap((line) => timeAssignment.exec(line)?.[1] ?? []);
}

/**
 * A Shell sample's lines before `curl` (comments, and times computed from `date +%s`) evaluated at
 * `now`: the curl command with each `'"$name"'` in its quoted words replaced by the value.
 */
function curlAt(source: string, now: number): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith('curl '));
  if (start < 0) throw new Error(`a Shell sample without a curl command:\n${source}`);
  const values = new Map<string, number>();
  for (const line of lines.slice(0, start).filter((line) => line.trim() && !line.startsWith('#'))) {
    const [, name, seconds] = timeAssignment.exec(line) ?? [];
    if (!name) throw new Error(`a line before curl that is not a comment or a time from \`date +%s\`: ${line}`);
    values.set(name, now + Number(seconds));
  }
  return lines
    .slice(start)
    .join('\n')
    .replace(/'"\$(\w+)"'/g, (_, name: string) => {
      if (!values.has(name)) throw new Error(`$${name} is used before the sample sets it:\n${source}`);
      return String(values.get(name));
    });
}

/**
 * The request of a sample: `HTTP` (a URL the browser opens: request line and Host) or `Shell`
 * (curl: `-X`, `-H`, `-G`, `-d`/`--data` with JSON, `--data-urlencode`), sent at `now` (Unix
 * seconds), which a time the sample computes from `date +%s` counts from.
 */
export function requestOfSample(sample: {lang: string; source: string}, now = Math.floor(Date.now() / 1000)): SampleRequest {
  if (sample.lang === 'HTTP') {
    // A long URL is shown over several lines (`\n  &name=value`): one line again.
    const [, method, target] = /^(\w+) (\S+) HTTP\/1\.1\n/.exec(sample.source.replace(/\n\s+&/g, '&')) ?? [];
    const host = /\nHost: (\S+)/.exec(sample.source)?.[1];
    if (!method || !target || !host) throw new Error(`an HTTP sample without a request line and Host:\n${sample.source}`);
    return {method, url: new URL(target, `https://${host}`), headers: {}};
  }
  if (sample.lang !== 'Shell') throw new Error(`a sample neither HTTP nor curl (${sample.lang}):\n${sample.source}`);
  const source = curlAt(sample.source, now);
  const address = /curl (?:-[A-Z] \w+ |-G )*'(https?:\/\/[^']+)'/.exec(source)?.[1];
  if (!address) throw new Error(`a curl sample without a quoted URL:\n${source}`);
  const url = new URL(address);
  const headers = Object.fromEntries(
    [...source.matchAll(new RegExp(String.raw`-H ${quoted}`, 'g'))].map((match) => {
      const [name, ...value] = wordOf(match).split(':');
      return [name.trim().toLowerCase(), value.join(':').trim()];
    }),
  );
  const pairs = [...source.matchAll(new RegExp(String.raw`--data-urlencode ${quoted}`, 'g'))].map((match) => {
    const word = wordOf(match);
    const at = word.indexOf('=');
    return [word.slice(0, at), word.slice(at + 1)] as const;
  });
  const get = /^curl -G /.test(source);
  const method = /-X (\w+)/.exec(source)?.[1] ?? 'GET';
  if (get) {
    for (const [name, value] of pairs) url.searchParams.append(name, value);
    return {method, url, headers};
  }
  const data = /(?:-d|--data) '([\s\S]*?)'\n/.exec(source)?.[1];
  if (pairs.length > 0) return {method, url, headers, form: Object.fromEntries(pairs)};
  return {method, url, headers, ...(data === undefined ? {} : {json: JSON.parse(data) as unknown})};
}
