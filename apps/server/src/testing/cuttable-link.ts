import { connect, createServer, type Server, type Socket } from 'node:net';

export type CuttableLink = {
  /** Where to connect instead of the target (`127.0.0.1:<port>`). */
  port: number;
  /** Ends every connection through the link and refuses new ones, as a stopped server does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP relay on loopback to `targetPort`: a test cuts it to take a server (Redis) away from the
 * processes connected through it, without stopping the server others use.
 */
export async function startCuttableLink(targetPort: number): Promise<CuttableLink> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((incoming) => {
        const outgoing = connect(targetPort, '127.0.0.1');
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        incoming.pipe(outgoing).pipe(incoming);
        incoming.on('close', () => outgoing.destroy());
        outgoing.on('close', () => incoming.destroy());
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        const address = relay.address();
        port = typeof address === 'object' && address ? address.port : 0;
        server = relay;
        resolve();
      });
    });
  const cut = async () => {
    const stopping = server;
    server = undefined;
    const closed = stopping && new Promise<void>((resolve) => stopping.close(() => resolve()));
    // The listener's close waits for its connections: they are ended first.
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  return {
    port,
    cut,
    restore: listen,
    close: cut,
  };
}
