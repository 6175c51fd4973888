import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@ecoscha/contracts';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: the request must carry a valid bearer token; sets `request.userId`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string;
  }
}

export type TokenService = {
  sign(userId: string): string;
  /** The user id the token names; throws an AppError with a stable code otherwise. */
  verify(token: string): string;
};

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (userId) => signer({ sub: userId }),
    verify(token) {
      let payload: { sub?: unknown };
      try {
        payload = verifier(token);
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        throw new AppError(expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
      }
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
        throw new AppError('TOKEN_INVALID');
      }
      return payload.sub;
    },
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; expiresIn: string }) => {
    const tokens = createTokenService(options.secret, options.expiresIn);
    app.decorate('tokens', tokens);
    app.decorateRequest('userId', '');
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError('UNAUTHENTICATED' satisfies ErrorCode);
      request.userId = tokens.verify(token);
    });
  },
);
