import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverAddresses } from './network-addresses';

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/i;

/**
 * Where a link made for someone else should point: the origin the request came to, or, when that
 * is this computer's own loopback (the administrator at the server's keyboard), the server's first
 * address on its network, which another device can open (as the printed card deck does).
 */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  if (!LOOPBACK_HOST.test(request.hostname)) return origin;
  const listening = app.server.address();
  if (!listening || typeof listening === 'string') return origin;
  return serverAddresses(listening.address, listening.port).network[0] ?? origin;
}
