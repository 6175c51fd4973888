import { describe, expect, it } from 'vitest';
import type { RoleId } from './roles';
import type { Player } from './state';
import { checkWinner } from './win';

let counter = 0;
const player = (roleId: RoleId, isAlive = true): Player => ({
  userId: `${roleId}-${String(isAlive)}-${(counter += 1)}`,
  username: roleId,
  roleId,
  isAlive,
  isEliminated: !isAlive,
  eliminatedBy: isAlive ? null : 'voting',
  eliminatedRound: isAlive ? null : 1,
  hasVoted: false,
  points: 0,
  gameScore: 0,
  joinedAt: 0,
});

describe('checkWinner', () => {
  it('gives the good team the win when no villain is alive', () => {
    expect(
      checkWinner([
        player('waste_villain_1', false),
        player('eco_citizen_1'),
        player('green_guardian_1'),
      ]),
    ).toEqual({
      winner: 'good_guys',
      winReason: 'all_villains_eliminated',
      victoryType: 'evil_elimination',
    });
  });

  it('gives the villains the win when they are at least as many as the others', () => {
    const outcome = {
      winner: 'villains',
      winReason: 'villains_control_village',
      victoryType: 'good_elimination',
    };
    expect(checkWinner([player('waste_villain_1'), player('eco_citizen_1')])).toEqual(outcome);
    expect(
      checkWinner([
        player('waste_villain_1'),
        player('waste_villain_2'),
        player('eco_citizen_1'),
        player('eco_citizen_2', false),
      ]),
    ).toMatchObject({ winner: 'villains' });
  });

  it('lets the game go on otherwise', () => {
    expect(
      checkWinner([player('waste_villain_1'), player('eco_citizen_1'), player('waste_manager_1')]),
    ).toBeNull();
  });

  it('counts a player marked eliminated as out even if flagged alive', () => {
    const ghost = { ...player('eco_citizen_1'), isEliminated: true };
    expect(checkWinner([player('waste_villain_1'), player('eco_citizen_2'), ghost])).toMatchObject({
      winner: 'villains',
    });
  });

  it('gives the good team a game without villains', () => {
    expect(checkWinner([player('eco_citizen_1')])).toMatchObject({ winner: 'good_guys' });
  });
});
