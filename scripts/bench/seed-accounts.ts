/**
 * The bench's classes as a school that has played before has them: every guide's and student's
 * account already stored, each bot holding the token a login would give it. Signing 2,000 bots
 * up over HTTP costs two password hashes each, one at a time on a 2-core machine: 8 of the 15
 * minutes of a 2,000-client run, before anything is measured. What a class signing up costs
 * while others play is measured apart (signup-burst.ts); `BENCH_SIGN_UP=1` signs the bots up
 * over HTTP as before.
 */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { users } from '../../apps/server/src/db/schema';
import { createTokenService } from '../../apps/server/src/plugins/auth';
import { BOT_PASSWORD, BotClient } from '../../apps/server/src/testing/bot-client';
import { tableOf } from '../../apps/server/src/testing/bot-game';
import { roleIdForCharacterKey } from '../../packages/game/src/roles';
import { withBenchDatabase } from './bench-database';
import type { Accounts } from './measure-row';
import { PLAYERS_PER_ROOM } from './options';

type Account = { userId: string; username: string; character: string; token: string };
export type SeededRoom = { moderator: Account; players: Account[] };

const BATCH = 500;

/** Stores a guide and PLAYERS_PER_ROOM students for each of `rooms` rooms. */
export async function seedAccounts(options: {
  rooms: number;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<{ rooms: SeededRoom[]; seconds: number }> {
  const started = performance.now();
  const tag = Date.now().toString(36);
  const rooms = await withBenchDatabase(options, async (db, config) => {
    const tokens = createTokenService(config.jwtSecret, config.jwtExpiresIn);
    // One hash for all: the bots could log in with their password, as the HTTP way's could.
    const passwordHash = await hash(BOT_PASSWORD);
    const account = (username: string, character: string): Account => {
      const userId = randomUUID();
      return { userId, username, character, token: tokens.sign(userId, 0) };
    };
    const seeded = Array.from({ length: options.rooms }, (_, room) => ({
      moderator: account(`guide${tag}r${room}`, 'sustainability_guide'),
      players: tableOf(PLAYERS_PER_ROOM).map((card, i) => account(`bot${tag}r${room}x${i}`, card)),
    }));
    const rows = seeded
      .flatMap(({ moderator, players }) => [moderator, ...players])
      .map(({ userId, username, character }) => ({
        id: userId,
        username,
        email: `${username}@bots.test`,
        passwordHash,
        roleId: roleIdForCharacterKey(character) ?? 'eco_citizen_1',
        characterKey: character,
      }));
    for (let first = 0; first < rows.length; first += BATCH) {
      await db.insert(users).values(rows.slice(first, first + BATCH));
    }
    return seeded;
  });
  return { rooms, seconds: (performance.now() - started) / 1000 };
}

/** The bots of seeded rooms, signed in, for a server at `url`. */
export function botsOf(rooms: SeededRoom[], url: string): Accounts[] {
  const bot = ({ userId, username, character, token }: Account) => {
    const client = new BotClient(url, username, character, false);
    client.userId = userId;
    client.token = token;
    return client;
  };
  return rooms.map(({ moderator, players }) => ({
    moderator: bot(moderator),
    players: players.map(bot),
  }));
}
