import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** A payload id that names the caller must be the caller (the token decides who acts). */
export function assertCaller(request: FastifyRequest, payloadId: string | undefined): void {
  if (payloadId !== undefined && payloadId !== request.userId) throw new AppError('FORBIDDEN');
}

/** `Idempotency-Key` header (or `actionId` in the body): a retry with it is applied once. */
export function actionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const body = request.body as { actionId?: unknown } | undefined;
  const value = typeof header === 'string' ? header : body?.actionId;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\w-]{8,64}$/.test(value)) {
    throw new AppError('VALIDATION_FAILED', { actionId: { issue: 'invalid_format' } });
  }
  return `${request.userId}:${value}`;
}
