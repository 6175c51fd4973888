import type { Move, MoveResult, RuleContext } from '../moves';
import { JOINABLE_PHASES, MAX_PLAYERS } from '../phases';
import { newPracticeSeats } from '../practice/seats';
import { logControl } from '../room-controls/control-log';
import type { GameState } from '../state';
import { fail } from './guards';

type AddPracticeSeats = Extract<Move, { type: 'addPracticeSeats' }>;

/**
 * The guide fills empty seats with practice players while students may still join: each gets a
 * Sundanese name and a role that completes the recommended mix for the new total. A count of
 * zero or less changes nothing; more seats than the room has left are refused.
 */
export function addPracticeSeats(
  state: GameState,
  move: AddPracticeSeats,
  ctx: RuleContext,
): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!JOINABLE_PHASES.includes(state.phase)) return fail('GAME_ALREADY_STARTED');
  const count = Math.floor(move.count);
  if (!(count > 0)) return { state, events: [] };
  if (state.players.length + count > MAX_PLAYERS) return fail('SESSION_FULL');
  const seats = newPracticeSeats(state.players, count, ctx.now);
  const seated = { ...state, players: [...state.players, ...seats] };
  const playerIds = seats.map((p) => p.userId);
  return {
    state: logControl(seated, ctx.now, { control: 'addPracticeSeats', playerIds }),
    events: [],
  };
}
