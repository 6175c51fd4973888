import { API } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SessionService } from './session-service';

/** Reads anyone signed in may make: the lookups a join starts from (answered with a preview). */
const PREVIEW_ROUTES = new Set<string>([API.sessions.one, API.sessions.byRoomCode]);

const isMember = (
  state: { moderatorId: string; players: Array<{ userId: string }> },
  userId: string,
) => state.moderatorId === userId || state.players.some((p) => p.userId === userId);

/** The session a request names, in its path, query or body. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    const { id, sessionId } = source as { id?: unknown; sessionId?: unknown };
    const found = sessionId ?? id;
    if (typeof found === 'string' && found.length > 0) return found.replace(/^game_/, '');
  }
  return undefined;
}

/**
 * What someone outside a session sees of it: what joining needs (its room code, the guide's name,
 * whether it is still in the lobby) and nothing of the players, their votes, results or reports.
 */
export function outsiderView(view: GameView): GameView {
  return {
    ...view,
    players: [],
    usedVideos: [],
    closingQuizStartedBy: null,
    endedBy: null,
    nightActions: [],
    investigations: [],
    specialReveals: [],
    nightResults: [],
    dayVotes: [],
    eliminationResult: null,
    quizResults: {},
    achievements: [],
  };
}

/**
 * Reads of a session (every GET naming one) are for its guide and players. Outsiders get
 * NOT_IN_SESSION, except for the two lookups a join starts from, answered with `outsiderView`.
 * Moves need no guard here: the rules refuse them to anyone outside.
 */
export function registerMemberGuard(app: FastifyInstance, sessions: SessionService) {
  const isSessionRead = (request: FastifyRequest) =>
    request.method === 'GET' && (request.routeOptions.url ?? '').startsWith('/api/');

  app.addHook('preHandler', async (request) => {
    if (!isSessionRead(request) || PREVIEW_ROUTES.has(request.routeOptions.url ?? '')) return;
    const sessionId = sessionIdOf(request);
    if (!sessionId) return;
    if (!request.userId) await app.authenticate(request);
    // An unknown session is the route's to answer (SESSION_NOT_FOUND).
    const state = await sessions.load(sessionId).catch(() => undefined);
    if (state && !isMember(state, request.userId)) throw new AppError('NOT_IN_SESSION');
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode !== 200 || !PREVIEW_ROUTES.has(request.routeOptions.url ?? '')) {
      return payload;
    }
    const view = payload as GameView;
    return isMember(view, request.userId) ? view : outsiderView(view);
  });
}
