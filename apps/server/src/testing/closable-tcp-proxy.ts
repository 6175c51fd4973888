import { createServer, connect, type Server, type Socket } from 'node:net';

export type ClosableTcpProxy = {
  /** `redis://127.0.0.1:<port>`: the target's scheme with the proxy's address. */
  url: string;
  /** Closes the port and every connection through it: the target is unreachable. */
  cut(): Promise<void>;
  /** Keeps every connection open but forwards nothing more: the target stops answering. */
  stall(): void;
  /** Opens the same port again, and forwards again what a stall held back. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A loopback TCP forwarder to `targetUrl` (a Redis) that a test can cut, stall and restore: a
 * server that goes away or stops answering for everyone behind it, while the real one keeps
 * serving the other tests.
 */
export async function startClosableTcpProxy(targetUrl: string): Promise<ClosableTcpProxy> {
  const target = new URL(targetUrl);
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let stalled = false;
  const held: Array<() => void> = [];

  function listen(): Promise<void> {
    const next = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        open.add(socket);
        socket.on('close', () => open.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (chunk) => {
          if (stalled) held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      forward(client, upstream);
      forward(upstream, client);
    });
    server = next;
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  }
  async function cut() {
    const closing = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    open.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return {
    url: `${target.protocol}//127.0.0.1:${port}`,
    cut,
    stall: () => {
      stalled = true;
    },
    async restore() {
      stalled = false;
      for (const write of held.splice(0)) write();
      if (!server) await listen();
    },
    close: cut,
  };
}
