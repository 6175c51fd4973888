import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { shutdownPlugin } from './shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose one route answers when `release` is called, as a stream of two parts. */
async function slowApp() {
  const app = Fastify();
  await app.register(shutdownPlugin);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let streamed: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (streamed = resolve));
  app.get('/slow', async () => {
    await held;
    return { ok: true };
  });
  app.get('/stream', (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push('first part ');
    streamed();
    void held.then(() => body.push(null));
    return reply.send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, release, started };
}

/** A keep-alive GET; resolves with its status and Connection header once the body is read. */
function get(app: FastifyInstance, path: string, agent: Agent) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    })
      .on('error', reject)
      .end();
  });
}

// Without the plugin, each close below waits for the keep-alive timeout (72 s): the test fails.
it('ends the connection of an answer still being worked out when the app closes', async () => {
  const { app, release } = await slowApp();
  const agent = new Agent({ keepAlive: true });
  const answer = get(app, '/slow', agent);
  await sleep(100); // the request is under way when the close begins
  const closed = app.close();
  await sleep(50);
  release();
  expect(await answer).toEqual({ status: 200, connection: 'close' });
  await closed;
  agent.destroy();
}, 20_000);

it('ends the connection of an answer already being sent when the app closes', async () => {
  const { app, release, started } = await slowApp();
  const agent = new Agent({ keepAlive: true });
  const answer = get(app, '/stream', agent);
  await started; // its headers went out before the close began: they say keep-alive
  await sleep(100);
  const closed = app.close();
  await sleep(50);
  release();
  expect(await answer).toMatchObject({ status: 200, connection: 'keep-alive' });
  await closed;
  agent.destroy();
}, 20_000);
