import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { ErrorCode } from '@ecoscha/contracts';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * preHandler: the request must carry a valid bearer token of the user's current version; sets
     * `request.userId`, and hands an older token a renewed one (`x-renewed-token`).
     */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string;
    /** The token's claims once checked: a request's token is checked once, whoever asks first. */
    tokenClaims: TokenClaims | null;
  }
}

/** A token older than this, still in use, is renewed (header `x-renewed-token`). */
export const RENEW_AFTER_MS = 24 * 60 * 60_000;
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
/** How long a user's token version is trusted from memory (other instances: a sign-out's delay). */
const VERSION_CACHE_MS = 30_000;
const MAX_CACHED_VERSIONS = 50_000;

export type TokenClaims = { userId: string; version: number; issuedAt: number };

export type TokenService = {
  sign(userId: string, version?: number): string;
  /** The user id the token names; throws an AppError with a stable code otherwise. */
  verify(token: string): string;
  /** The token's claims, checked against the user's current version (signed out everywhere). */
  check(token: string): Promise<TokenClaims>;
  /** Signs the user out everywhere: every token issued so far is refused. */
  revokeAll(userId: string): Promise<number>;
  currentVersion(userId: string): Promise<number | undefined>;
  /** Forgets a removed account's remembered version: its tokens are refused from now on. */
  forget(userId: string): void;
};

export function createTokenService(secret: string, expiresIn: string, db?: Database): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  const versions = new Map<string, { version: number; at: number }>();

  function claims(token: string): TokenClaims {
    let payload: { sub?: unknown; ver?: unknown; iat?: unknown };
    try {
      payload = verifier(token);
    } catch (error) {
      const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
      throw new AppError(expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
      throw new AppError('TOKEN_INVALID');
    }
    const version = typeof payload.ver === 'number' ? payload.ver : 0;
    const issuedAt = typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
    return { userId: payload.sub, version, issuedAt };
  }

  function remember(userId: string, version: number) {
    versions.delete(userId);
    versions.set(userId, { version, at: Date.now() });
    if (versions.size > MAX_CACHED_VERSIONS) versions.delete(versions.keys().next().value ?? '');
  }

  async function currentVersion(userId: string): Promise<number | undefined> {
    const cached = versions.get(userId);
    if (cached && Date.now() - cached.at < VERSION_CACHE_MS) return cached.version;
    if (!db) return 0;
    const [row] = await db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return undefined;
    remember(userId, row.version);
    return row.version;
  }

  return {
    sign: (userId, version = 0) => signer({ sub: userId, ver: version }),
    verify: (token) => claims(token).userId,
    async check(token) {
      const found = claims(token);
      const version = await currentVersion(found.userId);
      // No such account (a token signed for a removed one, a deleted student's badge account).
      if (version === undefined) throw new AppError('USER_NOT_FOUND');
      if (found.version < version) throw new AppError('TOKEN_REVOKED');
      return found;
    },
    async revokeAll(userId) {
      if (!db) throw new Error('no database to keep token versions');
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ version: users.tokenVersion });
      if (!row) throw new AppError('USER_NOT_FOUND');
      remember(userId, row.version);
      return row.version;
    },
    currentVersion,
    forget: (userId) => {
      versions.delete(userId);
    },
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; expiresIn: string }) => {
    const tokens = createTokenService(options.secret, options.expiresIn, app.db);
    app.decorate('tokens', tokens);
    app.decorateRequest('userId', '');
    app.decorateRequest('tokenClaims', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply?: FastifyReply) => {
      let claims = request.tokenClaims;
      if (!claims) {
        const token = bearerToken(request.headers.authorization);
        if (!token) throw new AppError('UNAUTHENTICATED' satisfies ErrorCode);
        claims = await tokens.check(token);
        request.tokenClaims = claims;
      }
      request.userId = claims.userId;
      // In use for a day: a fresh token, so that a phone used every week never has to log in.
      if (reply && !reply.hasHeader(RENEWED_TOKEN_HEADER)) {
        if (Date.now() - claims.issuedAt > RENEW_AFTER_MS) {
          reply.header(RENEWED_TOKEN_HEADER, tokens.sign(claims.userId, claims.version));
        }
      }
    });
  },
);
