import { createRandom, isVillain, type RoleId } from '@ecoscha/game';
import { BotClient, type Poll } from './bot-client';
import { phasesOfFirstRound } from './phase-walk';

type Json = Record<string, unknown>;
type PlayerView = { userId: string; isAlive: boolean; roleId?: string; isEliminated: boolean };
export type QuizTopic = { _id: string; questions: Array<{ id: string; type: string }> };

/** The recommended 15-player table (plus the guide), and smaller or larger ones cut from it. */
export function tableOf(playerCount: number): string[] {
  const cycle = [
    'mang_karwa_waste_villain',
    'asep_eco_citizen',
    'kang_raka_green_guardian',
    'ibu_eneng_eco_citizen',
    'waste_manager',
    'yana_waste_villain',
    'asep_eco_citizen',
    'teh_rani_green_guardian',
    'ibu_eneng_eco_citizen',
    'mang_karwa_waste_villain',
    'asep_eco_citizen',
    'waste_manager',
    'ibu_eneng_eco_citizen',
    'yana_waste_villain',
    'asep_eco_citizen',
  ];
  return Array.from(
    { length: playerCount },
    (_, i) => cycle[i % cycle.length] ?? 'asep_eco_citizen',
  );
}

export type BotGame = {
  sessionId: string;
  moderator: BotClient;
  players: BotClient[];
  everyone: BotClient[];
  roles: Map<string, RoleId>;
  /** Each player's topics of the opening quiz, asked for in the lobby (see `quizTopicsOf`). */
  openingTopics: Map<string, QuizTopic[]>;
  /** The moderator moves the game to `phase` and waits until every client has it pushed. */
  advance(phase: string, extra?: Json): Promise<void>;
  /** Milliseconds from each `advance` request to the last client's receipt of the new phase. */
  latencies: number[];
  /** Of each latency, how long the guide's call took to be answered (the rest is the push). */
  callLatencies: number[];
  /** A person's pause before acting, `scale` times the pace (none unless opened with a pace). */
  think(scale?: number): Promise<void>;
  waitAll(phase: string, timeoutMs?: number): Promise<void>;
  close(): void;
};

let gameCounter = 0;
/** A quiz question takes this many times a move's pause to read and answer. */
const QUESTION_THINK_SCALE = 5;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How bots hear of changes: a socket (pushes), or by polling what `pollsFor` lists. */
export type BotTransport =
  | { kind: 'socket' }
  | { kind: 'polling'; pollsFor: (sessionId: string, view: Json | undefined) => Poll[] };

export type BotGameOptions = {
  paceMs?: number;
  record?: boolean;
  transport?: BotTransport;
  /** How long `waitAll` waits for every client by default. */
  waitTimeoutMs?: number;
  /** Signed-in bots to seat again (a guide and `playerCount` players) instead of new accounts. */
  accounts?: { moderator: BotClient; players: BotClient[] };
};

/** Signs in a guide and `playerCount` players (the recommended table's cards). */
export async function signInBots(
  baseUrl: string | string[],
  playerCount: number,
  record = true,
): Promise<{ moderator: BotClient; players: BotClient[] }> {
  gameCounter += 1;
  const tag = `${Date.now().toString(36)}${gameCounter}`;
  // With several servers, clients are spread over them as a load balancer would.
  const urls = Array.isArray(baseUrl) ? baseUrl : [baseUrl];
  const urlFor = (i: number) => urls[i % urls.length] ?? '';
  const moderator = new BotClient(urlFor(0), `guide${tag}`, 'sustainability_guide', record);
  const players = tableOf(playerCount).map(
    (card, i) => new BotClient(urlFor(i + 1), `bot${tag}x${i}`, card, record),
  );
  await Promise.all([moderator, ...players].map((bot) => bot.signIn()));
  return { moderator, players };
}

/** Signs everyone in (or seats `accounts`), opens a room, joins every player and connects them. */
export async function openBotGame(
  baseUrl: string | string[],
  playerCount: number,
  {
    paceMs = 0,
    record = true,
    transport = { kind: 'socket' },
    waitTimeoutMs = 15_000,
    accounts,
  }: BotGameOptions = {},
): Promise<BotGame> {
  const { moderator, players } = accounts ?? (await signInBots(baseUrl, playerCount, record));
  const everyone = [moderator, ...players];
  const session = await moderator.call<{ _id: string }>('POST', '/api/game-sessions', {
    moderatorId: moderator.userId,
    moderatorUsername: moderator.username,
  });
  const sessionId = session._id;
  for (const player of players) {
    await player.call('POST', `/api/game-sessions/${sessionId}/join`, { userId: player.userId });
  }
  await Promise.all(
    everyone.map((bot) =>
      transport.kind === 'socket'
        ? bot.connect(sessionId)
        : bot.startPolling(sessionId, (view) => transport.pollsFor(sessionId, view)),
    ),
  );
  const moderatorView = await moderator.call<{
    players: Array<{ userId: string; roleId: RoleId }>;
  }>('GET', `/api/game-sessions/${sessionId}`);
  const roles = new Map(moderatorView.players.map((p) => [p.userId, p.roleId]));
  const openingTopics = await quizTopicsOf(players, sessionId, false);

  const waitAll = (phase: string, timeoutMs = waitTimeoutMs) =>
    Promise.all(everyone.map((bot) => bot.until(() => bot.phase() === phase, timeoutMs))).then(
      () => undefined,
    );
  const latencies: number[] = [];
  const callLatencies: number[] = [];
  gameCounter += 1;
  const thinkRandom = createRandom(gameCounter);
  const think = (scale = 1) =>
    paceMs > 0 ? sleep(scale * paceMs * (0.5 + thinkRandom())) : Promise.resolve(undefined);
  return {
    sessionId,
    moderator,
    players,
    everyone,
    roles,
    openingTopics,
    waitAll,
    latencies,
    callLatencies,
    think,
    async advance(phase, extra = {}) {
      await think();
      const sentAt = performance.now();
      await moderator.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase, ...extra });
      callLatencies.push(performance.now() - sentAt);
      await waitAll(phase);
      latencies.push(performance.now() - sentAt);
    },
    close: () => everyone.forEach((bot) => bot.close()),
  };
}

/**
 * Each player's topics of a quiz, asked for while the class waits for it, as the phones do
 * (`usePrefetchQuizTopics`: in the lobby for the opening quiz, in the ending story for the
 * closing one), not all together when the guide starts it.
 */
export async function quizTopicsOf(
  players: BotClient[],
  sessionId: string,
  closing: boolean,
): Promise<Map<string, QuizTopic[]>> {
  const query = `sessionId=${sessionId}${closing ? '&closing=true' : ''}`;
  const answers = await Promise.all(
    players.map((bot) => bot.call<{ topics: QuizTopic[] }>('GET', `/api/quiz/topics?${query}`)),
  );
  return new Map(players.map((bot, i) => [bot.userId, answers[i]?.topics ?? []]));
}

const livingPlayers = (bot: BotClient) =>
  ((bot.latestView?.players as PlayerView[] | undefined) ?? []).filter((p) => p.isAlive);

/** Lobby to the first night: narrative, opening quiz (answered by `answerQuiz`), roleplay narrative. */
export async function playOpening(game: BotGame, answerQuiz: (closing: boolean) => Promise<void>) {
  await game.advance('narrative_1');
  await game.advance('quiz_active');
  await answerQuiz(false);
  await game.advance('quiz_completed');
  await game.advance('start_roleplay_narrative');
}

/** Up to the first day vote with everyone alive: no quiz answers, a night without actions. */
export async function reachFirstVote(game: BotGame): Promise<void> {
  await playOpening(game, async () => undefined);
  for (const phase of phasesOfFirstRound('night_phase_complete', 'start_roleplay_narrative')) {
    await game.advance(phase);
  }
  await game.moderator.call('POST', '/api/gameflow/process-night-results', {
    sessionId: game.sessionId,
  });
  await game.waitAll('morning_phase_active');
  await game.advance('video_learning_active');
  await game.advance('discussion_active');
  await game.advance('voting_active');
}

/** Plays a whole game through the real interfaces, from the lobby to the end. */
export async function playWholeGame(
  game: BotGame,
  seed: number,
): Promise<{ winner: string; rounds: number }> {
  const random = createRandom(seed);
  const pick = <T>(items: T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const { sessionId, moderator, players, roles } = game;
  const roleOf = (bot: BotClient) => roles.get(bot.userId) ?? 'eco_citizen_1';
  const alive = () =>
    players.filter((bot) => livingPlayers(moderator).some((p) => p.userId === bot.userId));

  async function answerQuiz(closing: boolean, topicsOf: Map<string, QuizTopic[]>) {
    await Promise.all(
      (closing ? players : alive()).map(async (bot) => {
        const topics = topicsOf.get(bot.userId) ?? [];
        for (const topic of topics) {
          const answers = Object.fromEntries(
            topic.questions.map((q) => [
              q.id,
              q.type === 'essay'
                ? 'hutan dijaga bersama warga desa'
                : pick(['A', 'B', 'true', 'gambut']),
            ]),
          );
          // Reading and answering a question takes a while.
          await game.think(QUESTION_THINK_SCALE);
          await bot.call('POST', '/api/quiz-score/save-score', {
            sessionId,
            userId: bot.userId,
            topicId: topic._id,
            answers,
            isClosingQuiz: closing,
          });
        }
      }),
    );
  }

  await playOpening(game, () => answerQuiz(false, game.openingTopics));

  for (let round = 1; round <= 30; round += 1) {
    await game.advance(`night_phase_${round}`);
    if (round === 1) {
      await game.advance('highest_scorer_action');
      const { eligiblePlayers } = await moderator.call<{
        eligiblePlayers: Array<{ userId: string }>;
      }>('GET', `/api/gameflow/special-action/${sessionId}`);
      for (const eligible of eligiblePlayers) {
        const bot = players.find((p) => p.userId === eligible.userId);
        const target = pick(livingPlayers(moderator).filter((p) => p.userId !== eligible.userId));
        await game.think();
        await bot?.call('POST', '/api/gameflow/special-action', {
          sessionId,
          targetPlayerId: target.userId,
          actionType: 'reveal_role',
          round,
        });
      }
    }
    await game.advance('waste_villain_action');
    const victims = livingPlayers(moderator).filter((p) => !isVillain(roles.get(p.userId) ?? ''));
    const victim = victims.length > 0 ? pick(victims) : undefined;
    for (const bot of alive().filter((b) => isVillain(roleOf(b)))) {
      await game.think();
      if (victim)
        await bot.call('POST', '/api/gameflow/kill-vote', {
          sessionId,
          killerId: bot.userId,
          targetId: victim.userId,
        });
    }
    await game.advance('green_guardian_action');
    for (const bot of alive().filter((b) => roleOf(b).startsWith('green_guardian'))) {
      const target = pick(livingPlayers(moderator));
      await game.think();
      await bot.call('POST', '/api/gameflow/save-vote', {
        sessionId,
        guardianId: bot.userId,
        targetId: target.userId,
      });
    }
    await game.advance('waste_manager_action');
    for (const bot of alive().filter((b) => roleOf(b).startsWith('waste_manager'))) {
      const target = pick(livingPlayers(moderator).filter((p) => p.userId !== bot.userId));
      await game.think();
      await bot.call('POST', '/api/gameflow/investigate-vote', {
        sessionId,
        managerId: bot.userId,
        targetId: target.userId,
      });
    }
    await game.advance('night_phase_complete');
    await game.think();
    await moderator.call('POST', '/api/gameflow/process-night-results', { sessionId });
    await game.waitAll('morning_phase_active');
    if (await finishedAfter()) break;

    if (round % 2 === 1) {
      await game.advance('video_learning_active');
      await game.advance('discussion_active');
    } else {
      await game.advance('discussion_active');
    }
    await game.think();
    await moderator.call('POST', `/api/game-sessions/${sessionId}/end-discussion`, {
      moderatorId: moderator.userId,
    });
    await game.waitAll('voting_active');
    const voters = alive();
    await Promise.all(
      voters.map(async (bot) => {
        await game.think();
        const candidates = livingPlayers(moderator).filter((p) => p.userId !== bot.userId);
        const villainsChoice = candidates.filter((p) => !isVillain(roles.get(p.userId) ?? ''));
        const target =
          isVillain(roleOf(bot)) && villainsChoice.length > 0
            ? pick(villainsChoice)
            : pick(candidates);
        return bot.call('POST', '/api/gameflow/vote', {
          sessionId,
          voterId: bot.userId,
          targetId: target.userId,
        });
      }),
    );
    await game.waitAll('elimination_reveal');
    if (await finishedAfter()) break;
    await game.advance('voting_completed');
    if (round === 30) throw new Error('the game did not end in 30 rounds');
  }

  await game.waitAll('game_ended');
  await game.advance('roleplay_ending_narrative');
  const [closingTopics] = await Promise.all([
    quizTopicsOf(players, sessionId, true),
    game.advance('closing_quiz_intro'),
  ]);
  await game.advance('closing_quiz_active');
  await answerQuiz(true, closingTopics);
  await game.advance('closing_quiz_completed');
  await game.advance('final_narrative');
  const view = moderator.latestView as { gameState: { winner: string }; currentRound: number };
  await game.advance('game_completely_ended');
  return { winner: view.gameState.winner, rounds: view.currentRound };

  /** After the morning report or the reveal: a pending win ends the game when the guide moves on. */
  async function finishedAfter(): Promise<boolean> {
    const state = moderator.latestView?.gameState as { pendingWin: unknown } | undefined;
    if (!state?.pendingWin) return false;
    await game.advance('game_ended');
    return true;
  }
}

/** Whose awards a bot's socket was told of (`saveAchievementData`), one entry per event. */
export function awardsToldTo(bot: BotClient): string[] {
  return bot.received
    .filter((r) => r.event === 'saveAchievementData')
    .map((r) => (r.payload as { userId: string }).userId);
}

/**
 * Every role a client received for another player before the game ended must be one the rules
 * let it know: its own, a fellow villain's, an eliminated player's, or one it revealed.
 */
export function hiddenRoleLeaks(
  bot: BotClient,
  roles: Map<string, RoleId>,
  isModerator: boolean,
): string[] {
  if (isModerator) return [];
  const myRole = roles.get(bot.userId) ?? '';
  // Once a side has won, every role is revealed to everyone.
  const endedAt = bot.received.find((r) => r.event === 'gameEnded')?.at ?? Infinity;
  const messages = [...bot.received, ...bot.answers]
    .filter((r) => r.at < endedAt)
    .map((r) => r.payload);
  const walk = (value: unknown, key: string, visit: (record: Json, key: string) => void) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, key, visit));
    if (!value || typeof value !== 'object') return;
    visit(value as Json, key);
    for (const [childKey, child] of Object.entries(value)) walk(child, childKey, visit);
  };
  // The players this bot revealed with its own special action.
  const revealed = new Set<string>();
  for (const message of messages) {
    walk(message, '', (record, key) => {
      if (key === 'specialReveals' && record.playerId === bot.userId)
        revealed.add(String(record.targetId));
      if (key === 'revealedPlayer') revealed.add(String(record.userId));
    });
  }
  const leaks: string[] = [];
  for (const message of messages) {
    walk(message, '', (record, key) => {
      const userId = record.userId as string | undefined;
      if (!userId || !record.roleId || userId === bot.userId) return;
      const allowed =
        (isVillain(myRole) && isVillain(roles.get(userId) ?? '')) ||
        record.isEliminated === true ||
        key === 'eliminatedPlayerData' ||
        revealed.has(userId);
      if (!allowed) leaks.push(`${bot.username} learned the role of ${userId} through "${key}"`);
    });
  }
  return leaks;
}
