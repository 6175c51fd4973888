import type { FastifyInstance } from 'fastify';

/**
 * Closes the app, letting requests still being answered finish; whatever connection is still
 * open after `graceMs` (a request that never ends, a client that never hangs up) is closed, so a
 * shutdown always ends.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
