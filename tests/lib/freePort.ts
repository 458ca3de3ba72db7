// Loopback ports that nothing listens on now, for a server a test starts as another process.
import net from 'node:net';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * The first of `count` consecutive free ports (a sample and its stand-in take a run of them),
 * chosen below Linux's ephemeral range (32768 and up): a server of a test running beside it that
 * listens on port 0 is given a port there, so it cannot take one of these meanwhile.
 */
export async function freePort(count = 1): Promise<number> {
  for (;;) {
    const first = 20000 + Math.floor(Math.random() * (32000 - 20000 - count));
    let free = true;
    for (let port = first; free && port < first + count; port += 1) free = await canListen(port);
    if (free) return first;
  }
}
