// Whether two sets of runs differ beyond run-to-run noise: the Mann–Whitney U test (two-sided,
// exact for small sets, ties counted as half), the usual test for two small samples that need
// not be normal. With 5 runs a side, p < 0.05 needs at most 2 of the 25 pairs out of order.

/** U of `a` against `b`: pairs where a's run is the lower one (ties count ½). */
export function mannWhitneyU(a: number[], b: number[]): number {
  let u = 0;
  for (const x of a) for (const y of b) u += x < y ? 1 : x === y ? 0.5 : 0;
  return u;
}

/** How many orders of n values of one set and m of another give each U, U counting pairs (x, y), x < y. */
function uCounts(n: number, m: number): number[] {
  const memo = new Map<string, number[]>();
  const count = (i: number, j: number): number[] => {
    if (i === 0 || j === 0) return [1];
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known) return known;
    const result: number[] = [];
    const add = (counts: number[], shift: number) => counts.forEach((c, u) => (result[u + shift] = (result[u + shift] ?? 0) + c));
    // The largest value: from the first set, it is below none of the second (U unchanged); from
    // the second, all i of the first are below it (U + i).
    add(count(i - 1, j), 0);
    add(count(i, j - 1), i);
    memo.set(key, result);
    return result;
  };
  return Array.from(count(n, m), (c) => c ?? 0);
}

/** Two-sided exact p-value of the U test. */
export function mannWhitneyP(a: number[], b: number[]): number {
  const u = mannWhitneyU(a, b);
  const low = Math.min(u, a.length * b.length - u);
  const counts = uCounts(a.length, b.length);
  const all = counts.reduce((sum, c) => sum + c, 0);
  const tail = counts.reduce((sum, c, value) => (value <= Math.floor(low) ? sum + c : sum), 0);
  return Math.min(1, (2 * tail) / all);
}

/** 'lower' or 'higher' when `a` differs from `b` at p < 0.05, else 'noise'. */
export function separation(a: number[], b: number[]): 'lower' | 'higher' | 'noise' {
  if (mannWhitneyP(a, b) >= 0.05) return 'noise';
  return mannWhitneyU(a, b) > (a.length * b.length) / 2 ? 'lower' : 'higher';
}
