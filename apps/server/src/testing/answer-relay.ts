import { connect, createServer, type Socket } from 'node:net';

export type AnswerRelay = {
  port: number;
  /**
   * From now on, a connection whose request starts with `requestLine` (e.g. `POST /api/gameflow/vote`)
   * has its answer held back: resolves once the instance began answering it (the move is saved),
   * and the answer never leaves.
   */
  holdAnswerTo(requestLine: string): Promise<void>;
  /** No further answer is held (one already held stays lost). */
  stopHolding(): void;
  /** Stops listening and drops every connection: the proxy sees the instance vanish. */
  close(): Promise<void>;
};

/**
 * A TCP relay on loopback in front of an instance (nginx passes to it instead of the instance):
 * everything goes through unchanged, until a chosen request's answer is to be lost on its way
 * back, as when an instance dies between saving a move and answering it.
 */
export async function startAnswerRelay(instancePort: number): Promise<AnswerRelay> {
  const connections = new Set<Socket>();
  let watched: { requestLine: string; answered(): void } | undefined;
  const server = createServer((client) => {
    const instance = connect(instancePort, '127.0.0.1');
    connections.add(client);
    connections.add(instance);
    let holding = false;
    client.on('data', (chunk: Buffer) => {
      if (watched && chunk.toString('latin1').includes(`${watched.requestLine} HTTP/`)) {
        holding = true;
      }
      instance.write(chunk);
    });
    instance.on('data', (chunk: Buffer) => {
      if (!holding) {
        client.write(chunk);
        return;
      }
      watched?.answered();
      watched = undefined;
    });
    const drop = () => {
      client.destroy();
      instance.destroy();
      connections.delete(client);
      connections.delete(instance);
    };
    client.on('error', drop).on('close', drop);
    instance.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    holdAnswerTo(requestLine) {
      return new Promise<void>((resolve) => {
        watched = { requestLine, answered: resolve };
      });
    },
    stopHolding() {
      watched = undefined;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}
