import { API } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SessionService } from './session-service';

/** Reads anyone signed in may make: the lookups a join starts from (answered with a preview). */
const PREVIEW_ROUTES = new Set<string>([API.sessions.one, API.sessions.byRoomCode]);

/**
 * The calls an outsider may make on a session, method and route: the two lookups a join starts
 * from, and the join itself (the rules decide whether they may still join).
 */
export const OUTSIDER_ROUTES = new Set<string>([
  `GET ${API.sessions.one}`,
  `HEAD ${API.sessions.one}`,
  `GET ${API.sessions.byRoomCode}`,
  `HEAD ${API.sessions.byRoomCode}`,
  `POST ${API.sessions.join}`,
]);

/** Routes about one session, which its `:id` (or a `sessionId`) names. */
export const SESSION_PATH_PREFIXES = [
  '/api/game-sessions/',
  '/api/gameflow/',
  '/api/quiz-score/',
  '/api/achievements/',
];

const isSessionPath = (url: string) =>
  SESSION_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));

const isMember = (
  state: { moderatorId: string; players: Array<{ userId: string }> },
  userId: string,
) => state.moderatorId === userId || state.players.some((p) => p.userId === userId);

/**
 * The session a request names, before its validation: a `sessionId` in its path, query or body
 * on any API route; on a session's own routes, an `id` as well.
 */
function sessionIdOf(request: FastifyRequest, url: string): string | undefined {
  for (const source of [request.params, request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    const { id, sessionId } = source as { id?: unknown; sessionId?: unknown };
    const found = sessionId ?? (isSessionPath(url) ? id : undefined);
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
 * Every call about a session, whatever its method (reads, moves, the win check, reports), is for
 * its guide and players: outsiders get NOT_IN_SESSION before the call is even validated, so
 * neither an answer nor an error tells them anything about it. The exceptions are
 * `OUTSIDER_ROUTES`: the lookups a join starts from (answered with `outsiderView`) and the join.
 */
export function registerMemberGuard(app: FastifyInstance, sessions: SessionService) {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || OUTSIDER_ROUTES.has(`${request.method} ${url}`)) return;
    const sessionId = sessionIdOf(request, url);
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
