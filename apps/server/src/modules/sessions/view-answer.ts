import { viewFor, viewJsonFor, type GameState, type GameView } from '@ecoscha/game';
import { withJson } from '../../lib/pre-encoded-json';

/**
 * The view a move answers its caller with (the guide's room controls, dealing, practice seats), sent as the
 * JSON its push is made of: the pieces a room's views share are serialised once per state
 * (`viewJsonFor`), so the answer costs little more than the caller's own fields, instead of the
 * whole view checked by zod field by field and serialised again at every phase change (the
 * guide's view is about 15 KB in a class of 16). Like the push, it relies on `viewFor`'s own
 * filter; the reads (`GET /api/game-sessions/:id`, a join) keep the route schema's check as a
 * second wall.
 */
export function viewAnswer(state: GameState, viewer: string): GameView {
  return withJson(viewFor(state, viewer), viewJsonFor(state, viewer));
}

/** `{ success: true, session: view }` as an answer, sent as JSON made of the view's (above). */
export function successWithView(state: GameState, viewer: string) {
  return withJson(
    { success: true, session: viewFor(state, viewer) },
    `{"success":true,"session":${viewJsonFor(state, viewer)}}`,
  );
}
