import type { Move, MoveResult, RuleContext } from '../moves';
import { logControl } from '../room-controls/control-log';
import { roleTypeOf, type RoleId } from '../roles';
import { CHARACTERS_OF_TYPE, recommendedRoleMix, type SeatRoleType } from '../role-mix';
import type { GameState } from '../state';
import { fail } from './guards';

type DealRoles = Extract<Move, { type: 'dealRoles' }>;

const DEAL_ORDER: readonly SeatRoleType[] = [
  'waste_villain',
  'green_guardian',
  'waste_manager',
  'eco_citizen',
];

/** The list shuffled with the given source (Fisher-Yates); the input is left as it was. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The roles of a fair deal for `count` seats, in seat order: the recommended mix shuffled, each
 * role's characters taken in turn (Asep, Ibu Eneng, Asep, ...) so both pictures are used.
 */
export function dealtRoles(count: number, random: () => number): RoleId[] {
  const mix = recommendedRoleMix(count);
  const types = shuffled(
    DEAL_ORDER.flatMap((type) => Array.from({ length: mix[type] }, () => type)),
    random,
  );
  const taken = new Map<SeatRoleType, number>();
  return types.map((type) => {
    const index = taken.get(type) ?? 0;
    taken.set(type, index + 1);
    const characters = CHARACTERS_OF_TYPE[type];
    return characters[index % characters.length] as RoleId;
  });
}

/**
 * The guide deals the roles in the lobby instead of handing out cards: every seat (practice seats
 * too) gets a role of the recommended mix for the room, at random from the session's seeded
 * source. Only the seats change, never an account. Dealing again deals afresh; an empty room
 * changes nothing. Logged with the mix dealt.
 */
export function dealRoles(state: GameState, move: DealRoles, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (state.phase !== 'initial') return fail('WRONG_PHASE');
  if (state.players.length === 0) return { state, events: [] };
  const roles = dealtRoles(state.players.length, ctx.random);
  const players = state.players.map((player, i) => ({
    ...player,
    roleId: roles[i] ?? player.roleId,
  }));
  const count = (type: SeatRoleType) => roles.filter((r) => roleTypeOf(r) === type).length;
  const mix = {
    waste_villain: count('waste_villain'),
    green_guardian: count('green_guardian'),
    waste_manager: count('waste_manager'),
    eco_citizen: count('eco_citizen'),
  };
  return {
    state: logControl({ ...state, players }, ctx.now, { control: 'dealRoles', mix }),
    events: [],
  };
}
