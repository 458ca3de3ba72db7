/**
 * `npm run sample -- --list` prints the flows the site teaches, one name a line.
 * `npm run sample -- <flow> [--port N]` starts the local stand-in of ソーシャルPLUS and that flow's
 * sample site on loopback, and prints the address to open on a line of its own.
 */
import {examplesNodeMajor} from '../src/data/values/site';
import {startStandIn} from '../stand-in';
import {flows} from '../samples/flows';

/** What went wrong, for the reader, and the exit status. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly status = 2,
  ) {
    super(message);
  }
}

function portIn(args: string[]): number {
  const at = args.indexOf('--port');
  if (at === -1) return 3100;
  const port = Number(args[at + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new UsageError(`--port には 1 から 65535 のポート番号を指定してください（指定：${args[at + 1] ?? 'なし'}）。`);
  return port;
}

/** Why this Node.js cannot run the samples, or undefined: the pages state the version they run on. */
export function nodeProblem(version: string): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  return major < examplesNodeMajor ? `Node.js ${examplesNodeMajor} 以上が必要です（いまは ${version}）。` : undefined;
}

async function main(args: string[]): Promise<void> {
  const tooOld = nodeProblem(process.versions.node);
  if (tooOld) throw new UsageError(tooOld, 1);
  if (args.includes('--list')) {
    for (const flow of flows) console.log(flow.name);
    return;
  }
  const portAt = args.indexOf('--port');
  const name = args.find((arg, i) => !arg.startsWith('--') && (portAt === -1 || i !== portAt + 1));
  const flow = flows.find((candidate) => candidate.name === name);
  if (!flow) {
    const known = flows.map((candidate) => `  ${candidate.name}  ${candidate.summary}`).join('\n');
    throw new UsageError(
      `${name ? `フロー「${name}」はありません。` : 'フローの名前を指定してください。'}次のいずれかを指定します（npm run sample -- <フロー>）。\n${known}`,
    );
  }
  const port = portIn(args);
  // The stand-in takes the four ports after the site's.
  const standIn = await startStandIn({oidc: port + 1, provider: port + 2, legacy: port + 3, messaging: port + 4}).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new UsageError(
          `ポート ${port + 1} から ${port + 4} のどれかを、ほかのプログラムが使っています。--port で別の番号を指定してください（サンプルはその番号、スタンドインは続く 4 つを使います）。`,
          1,
        )
      : error;
  });
  const sample = await flow.start(standIn, port).catch(async (error: NodeJS.ErrnoException) => {
    await standIn.close();
    throw error.code === 'EADDRINUSE' ? new UsageError(`ポート ${port} はほかのプログラムが使っています。--port で別の番号を指定してください。`, 1) : error;
  });
  console.log(`${flow.summary}：サンプルサイトとソーシャルPLUS のスタンドインを起動しました。次のアドレスを開いてください（Ctrl+C で止めます）。`);
  console.log(sample.url);
  const stop = () => void Promise.all([sample.close(), standIn.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(error.status);
    }
    throw error;
  });
}
