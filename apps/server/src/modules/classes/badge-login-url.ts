import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverAddresses } from '../../lib/network-addresses';

/** Hosts only the computer running the server reaches: a phone scanning the badge cannot. */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname === '[::1]' ||
  hostname === '::1' ||
  hostname.startsWith('127.');

/**
 * Where a badge's QR code leads: `<origin>/badge#CODE` (the code after `#`, so it never reaches a
 * server log). The origin is the one the guide's browser used, unless that is this computer's own
 * loopback name: then the server's first address on the classroom's network, as the card deck
 * prints it (the request's origin when it has none).
 */
export function badgeLoginOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const own = `${request.protocol}://${request.host}`;
  if (!isLoopbackHost(request.hostname)) return own;
  const listening = app.server.address() as AddressInfo | string | null;
  if (!listening || typeof listening === 'string') return own;
  return serverAddresses(listening.address, listening.port).network[0] ?? own;
}

export const badgeLoginUrl = (origin: string, code: string) => `${origin}/badge#${code}`;
