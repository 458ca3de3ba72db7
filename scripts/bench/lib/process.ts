// Runs a command and reports its wall time and the peak memory of its whole process tree
// (the sum of the resident sets of the command and every descendant, sampled every 100 ms).
import {spawn} from 'node:child_process';
import fs from 'node:fs';

function children(): Map<number, number[]> {
  const tree = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      tree.set(parent, [...(tree.get(parent) ?? []), Number(entry)]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return tree;
}

function treeRssBytes(root: number): number {
  const tree = children();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      /* ended */
    }
    stack.push(...(tree.get(pid) ?? []));
  }
  return total;
}

export async function measureCommand(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{seconds: number; peakMiB: number}> {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {cwd, env, stdio: 'ignore'});
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssBytes(child.pid));
  }, 100);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code})`);
  return {seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMiB: Math.round(peak / 2 ** 20)};
}
