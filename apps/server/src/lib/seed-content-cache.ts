import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Characters, glossary and the site's texts change only when the server starts with new seed
 * content, yet every page of a visit asks for them again: phones keep a successful answer five
 * minutes (about 50 KiB less per first visit over the school's link).
 */
export const SEED_CONTENT_CACHE_CONTROL = 'public, max-age=300';

/** Route `onSend` hook: marks a successful answer as seed content a phone may keep. */
export async function cacheSeedContent(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (reply.statusCode === 200) reply.header('cache-control', SEED_CONTENT_CACHE_CONTROL);
  return payload;
}
