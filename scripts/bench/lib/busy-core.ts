// The slow machine state of the benchmarks, made on purpose: one process keeps one core busy
// while the measurements run, so that "slow" is the same state from one run to the next.
import {spawn, type ChildProcess} from 'node:child_process';

export function busyCore(): {stop: () => void} {
  const child: ChildProcess = spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'});
  return {stop: () => child.kill('SIGKILL')};
}
