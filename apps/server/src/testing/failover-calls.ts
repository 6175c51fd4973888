import { randomUUID } from 'node:crypto';
import { HttpError, type BotClient } from './bot-client';

type Json = Record<string, unknown>;

/** A move the server answered with success: the client may count on it. */
export type Acknowledged = {
  userId: string;
  method: string;
  path: string;
  body: Json;
  response: Json;
  /** How many times it was sent (more than once: the first tries got no answer). */
  attempts: number;
};

/** Answers that mean "no instance answered this": nginx's 502, an instance shutting down. */
const NOT_ANSWERED = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes `bot` call as a phone must when an instance may die under it: every move carries an
 * Idempotency-Key, and a call that got no answer (the connection broke, nginx answered 502 or
 * 503) is sent again with the same key until `giveUpMs` has passed. The server applies a key
 * once, so a move the dead instance had saved is answered from its first run, not made twice.
 * Every acknowledged move is passed to `onAcknowledged`.
 */
export function callThroughFailover(
  bot: BotClient,
  onAcknowledged: (move: Acknowledged) => void,
  giveUpMs = 30_000,
  /** Told of every call that got no answer (`502 POST /api/...`, `no connection GET /...`). */
  onUnanswered: (what: string) => void = () => undefined,
): void {
  bot.call = async <T = Json>(method: string, path: string, body?: unknown): Promise<T> => {
    const key = method === 'GET' ? undefined : randomUUID();
    const startedAt = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const response = await bot
        .send(method, path, body, key ? { 'idempotency-key': key } : {})
        .catch(() => undefined);
      if (!response || NOT_ANSWERED.has(response.status)) {
        onUnanswered(`${response?.status ?? 'no connection'} ${method} ${path}`);
        if (Date.now() - startedAt > giveUpMs) {
          throw new Error(`${bot.username}: ${method} ${path} unanswered for ${giveUpMs} ms`);
        }
        await sleep(Math.min(1_000, 100 * attempt));
        continue;
      }
      const data = response.data as Json;
      if (response.status < 200 || response.status > 299)
        throw new HttpError(response.status, data);
      if (key) {
        onAcknowledged({
          userId: bot.userId,
          method,
          path,
          body: (body ?? {}) as Json,
          response: data,
          attempts: attempt,
        });
      }
      return data as T;
    }
  };
}
