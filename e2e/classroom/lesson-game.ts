import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createRandom, isVillain, roleTypeOf, type RoleId, type RoleType } from '@ecoscha/game';
import type { Phone } from './phone';
import { citizenScreen } from './phone-screens';
import { settings, sleep } from './settings';
import type { CountedBot } from './student-bot';

type PlayerView = { userId: string; isAlive: boolean };
type Json = Record<string, unknown>;

/** One phase change and how long until every bot had it pushed (phones keep their own times). */
export type PhaseRecord = {
  phase: string;
  screen: string;
  /** The phones were already on this screen (the phase does not change what they see). */
  sameScreen: boolean;
  botsMs: number;
  /** Changed while the class's link was down (timed as the reconnection, not a phase change). */
  afterOutage?: boolean;
};

/**
 * The guide's side of the lesson: plays a whole game with the class through the real HTTP API,
 * steering it short and the same every time. The villains (bots) take one bot a night; the
 * village (bots and phones) votes out one villain a day, so the good team wins after as many
 * days as there are villains. The phones are citizens nobody targets, so they see every screen.
 */
/** The class's link drops, or comes back (network.sh outage): the guide's address stays up. */
function setOutage(on: boolean) {
  const script = join(import.meta.dirname, 'network.sh');
  const done = spawnSync('bash', [script, 'outage', on ? 'on' : 'off'], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`network.sh outage: ${done.stderr.trim()}`);
}

/** A quiz topic as a bot reads it: its questions, never their answers. */
type BotTopic = { _id: string; questions: Array<{ id: string; type: string }> };

/** A duration as the lesson's log prints it. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export class LessonGame {
  readonly phases: PhaseRecord[] = [];
  /**
   * After the class's link dropped for `settings.outageMs` during the first discussion (the guide
   * ended it meanwhile): from the link's return until the last phone showed the vote.
   */
  reconnectMs: number | undefined;
  private round = 0;
  private lastScreen = 'lobby';
  private readonly random = createRandom(20);

  constructor(
    private readonly guide: CountedBot,
    private readonly sessionId: string,
    private readonly bots: CountedBot[],
    private readonly phones: Phone[],
    private readonly roles: Map<string, RoleId>,
    private readonly log: (text: string) => void,
  ) {}

  async play(): Promise<LessonResult> {
    // As the app's phones do (prefetch-quiz-topics.ts), the bots load their topics while the
    // class waits for the quiz, not all together when it starts.
    await this.advance('narrative_1', { bots: () => this.loadTopics(false) });
    await this.advance('quiz_active', {
      phones: (phone) => phone.answerTopic('opening'),
      bots: () => this.answerQuiz(false),
    });
    await this.advance('quiz_completed');
    await this.advance('start_roleplay_narrative');
    for (let round = 1; round <= settings.villains + 2; round += 1) {
      this.round = round;
      await this.playNight(round);
      if (this.pendingWin()) break;
      if (round % 2 === 1) await this.advance('video_learning_active');
      await this.advance('discussion_active');
      await this.playVote();
      if (this.pendingWin()) break;
      await this.advance('voting_completed');
    }
    if (!this.pendingWin()) throw new Error('the game did not end as steered');
    await this.advance('game_ended');
    await this.advance('roleplay_ending_narrative');
    await this.advance('closing_quiz_intro', { bots: () => this.loadTopics(true) });
    await this.advance('closing_quiz_active', {
      phones: (phone) => phone.answerTopic('closing'),
      bots: () => this.answerQuiz(true),
    });
    await this.advance('closing_quiz_completed');
    // The final leaderboard, as the guide's Final Game Results screen loads it.
    const { leaderboard } = await this.guide.call<{ leaderboard: unknown[] }>(
      'GET',
      `/api/game-sessions/${this.sessionId}/leaderboard`,
    );
    const state = this.guide.latestView?.gameState as { winner: string };
    await this.advance('final_narrative');
    await this.advance('game_completely_ended');
    return { winner: state.winner, rounds: this.round, leaderboardEntries: leaderboard.length };
  }

  private async playNight(round: number) {
    const { sessionId } = this;
    await this.advance(`night_phase_${round}`);
    if (round === 1) {
      await this.advance('highest_scorer_action');
      const { eligiblePlayers } = await this.guide.call<{ eligiblePlayers: PlayerView[] }>(
        'GET',
        `/api/gameflow/special-action/${sessionId}`,
      );
      await this.each(
        this.bots.filter((b) => eligiblePlayers.some((p) => p.userId === b.userId)),
        (bot) =>
          bot.call('POST', '/api/gameflow/special-action', {
            sessionId,
            targetPlayerId: this.pick(this.living().filter((p) => p !== bot)).userId,
            actionType: 'reveal_role',
            round,
          }),
      );
    }
    // The villains take a bot who is neither a villain nor a guardian; never a phone.
    const victim = this.living().find(
      (b) => !isVillain(this.role(b)) && this.type(b) !== 'green_guardian',
    );
    await this.advance('waste_villain_action');
    await this.each(this.living('waste_villain'), (bot) =>
      bot.call('POST', '/api/gameflow/kill-vote', {
        sessionId,
        killerId: bot.userId,
        targetId: victim?.userId,
      }),
    );
    await this.advance('green_guardian_action');
    await this.each(this.living('green_guardian'), (bot) =>
      bot.call('POST', '/api/gameflow/save-vote', {
        sessionId,
        guardianId: bot.userId,
        targetId: bot.userId,
      }),
    );
    await this.advance('waste_manager_action');
    const suspect = this.living('waste_villain')[0];
    await this.each(this.living('waste_manager'), (bot) =>
      bot.call('POST', '/api/gameflow/investigate-vote', {
        sessionId,
        managerId: bot.userId,
        targetId: suspect?.userId,
      }),
    );
    await this.advance('night_phase_complete');
    await this.step(
      'morning_phase_active',
      () => this.guide.call('POST', '/api/gameflow/process-night-results', { sessionId }),
      { phones: (phone) => phone.wakeUp() },
    );
  }

  /**
   * Discussion ends (in the first, while the class's Wi-Fi is down); the village votes out the
   * first living villain, the villains a bot.
   */
  private async playVote() {
    const { sessionId } = this;
    const endDiscussion = () =>
      this.guide.call('POST', `/api/game-sessions/${sessionId}/end-discussion`, {
        moderatorId: this.guide.userId,
      });
    if (this.round === 1) await this.overOutage('voting_active', endDiscussion);
    else await this.step('voting_active', endDiscussion);
    const villain = this.living('waste_villain')[0];
    if (!villain) throw new Error('no villain left to vote out');
    const goodBots = this.living().filter((b) => !isVillain(this.role(b)));
    const votes = () =>
      Promise.all([
        ...this.living().map(async (bot) => {
          await this.think();
          const target = isVillain(this.role(bot)) ? this.pick(goodBots) : villain;
          await bot.call('POST', '/api/gameflow/vote', {
            sessionId,
            voterId: bot.userId,
            targetId: target.userId,
          });
        }),
        ...this.phones.map((phone) => phone.vote(villain.username)),
      ]);
    await this.step('elimination_reveal', votes, { measureFromAnswer: true });
  }

  /** Each answering bot's topics of the opening or the closing quiz, loaded ahead. */
  private readonly topics = new Map<string, BotTopic[]>();
  private answerers = (closing: boolean) => (closing ? this.bots : this.living());
  private topicsKey = (bot: CountedBot, closing: boolean) => `${bot.userId}:${closing}`;

  private async loadTopics(closing: boolean) {
    const query = `sessionId=${this.sessionId}${closing ? '&closing=true' : ''}`;
    await Promise.all(
      this.answerers(closing).map(async (bot) => {
        await this.think();
        const { topics } = await bot.call<{ topics: BotTopic[] }>(
          'GET',
          `/api/quiz/topics?${query}`,
        );
        this.topics.set(this.topicsKey(bot, closing), topics);
      }),
    );
  }

  private async answerQuiz(closing: boolean) {
    const { sessionId } = this;
    await Promise.all(
      this.answerers(closing).map(async (bot) => {
        const topics = this.topics.get(this.topicsKey(bot, closing));
        if (!topics) throw new Error(`${bot.username} has no topics loaded`);
        for (const topic of topics.slice(0, settings.topicsPerBot)) {
          await this.think();
          const answers = Object.fromEntries(
            topic.questions.map((q) => [
              q.id,
              q.type === 'essay'
                ? 'hutan dijaga bersama warga desa'
                : this.pick(['A', 'B', 'true', 'gambut']),
            ]),
          );
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

  private advance(phase: string, then: StepOptions = {}) {
    return this.step(
      phase,
      () => this.guide.call('PUT', `/api/game-sessions/${this.sessionId}/phase`, { phase }),
      then,
    );
  }

  /**
   * Changes the phase with `trigger`, waits until every bot has it pushed and every phone shows
   * its screen (running `phones` on each phone once it does, `bots` once the bots have it).
   */
  private async step(phase: string, trigger: () => Promise<unknown>, options: StepOptions = {}) {
    const screen = citizenScreen(phase, this.round);
    await Promise.all(this.phones.map((phone) => phone.watch(screen)));
    let since = performance.now();
    const phonesDone = this.phones.map(async (phone) => {
      await phone.reach(screen);
      if (options.phones) await options.phones(phone);
    });
    await trigger();
    if (options.measureFromAnswer) since = performance.now();
    await this.waitBots(phase);
    const botsMs = performance.now() - since;
    await Promise.all([...phonesDone, options.bots?.()]);
    const sameScreen = screen.key === this.lastScreen;
    this.phases.push({ phase, screen: screen.key, sameScreen, botsMs });
    this.lastScreen = screen.key;
    // From the trigger (or its answer); a phone that was there sooner counts 0.
    const times = this.phones.flatMap((phone) => {
      const seenAt = phone.seenAt.get(screen.key);
      if (seenAt === undefined || phone.latencies.has(screen.key)) return [];
      const latency = Math.max(0, seenAt - since);
      phone.latencies.set(screen.key, latency);
      const pushAt = phone.pushAt.get(screen.key);
      if (pushAt !== undefined && pushAt <= seenAt) {
        const pushLatency = Math.max(0, pushAt - since);
        phone.pushLatencies.set(screen.key, pushLatency);
        phone.workLatencies.set(screen.key, latency - pushLatency);
      }
      return [latency];
    });
    const phones = sameScreen
      ? 'phones already there'
      : `phones ${times.length}/${this.phones.length}, slowest ${seconds(Math.max(0, ...times))}`;
    const step = seconds(performance.now() - since);
    this.log(`${phase.padEnd(26)} bots ${seconds(botsMs)}, ${phones}, step ${step}`);
  }

  /**
   * The class's Wi-Fi drops for `settings.outageMs`: the link is down and each phone's browser is
   * told it is offline, as a phone that loses its Wi-Fi is. A second in, the guide changes the
   * phase with `trigger` (from its own address). Once the Wi-Fi is back, every phone must show the
   * new phase: `reconnectMs` is how long the last one took.
   */
  private async overOutage(phase: string, trigger: () => Promise<unknown>) {
    const screen = citizenScreen(phase, this.round);
    const phonesOffline = (offline: boolean) =>
      Promise.all(this.phones.map((phone) => phone.setOffline(offline)));
    setOutage(true);
    await phonesOffline(true);
    await Promise.all(this.phones.map((phone) => phone.watch(screen)));
    const droppedAt = performance.now();
    try {
      await sleep(1_000);
      await trigger();
      await sleep(Math.max(0, settings.outageMs - (performance.now() - droppedAt)));
    } finally {
      setOutage(false);
      await phonesOffline(false);
    }
    const backAt = performance.now();
    await Promise.all(this.phones.map((phone) => phone.reach(screen)));
    const times = this.phones.map((phone) => (phone.seenAt.get(screen.key) ?? Infinity) - backAt);
    this.reconnectMs = Math.max(0, ...times);
    await this.waitBots(phase);
    const botsMs = performance.now() - backAt;
    this.phases.push({ phase, screen: screen.key, sameScreen: false, botsMs, afterOutage: true });
    this.lastScreen = screen.key;
    this.log(
      `${phase.padEnd(26)} after the class's link dropped for ${seconds(settings.outageMs)}: phones back on the screen ${seconds(this.reconnectMs)} after it returned, bots ${seconds(botsMs)}`,
    );
  }

  private waitBots(phase: string) {
    const everyone = [this.guide, ...this.bots];
    return Promise.all(
      everyone.map((bot) => bot.until(() => bot.phase() === phase, settings.deadlines.phaseOnBots)),
    );
  }

  private living(type?: RoleType): CountedBot[] {
    const alive = new Set(
      ((this.guide.latestView?.players as PlayerView[] | undefined) ?? [])
        .filter((p) => p.isAlive)
        .map((p) => p.userId),
    );
    return this.bots.filter((b) => alive.has(b.userId) && (!type || this.type(b) === type));
  }

  private pendingWin(): boolean {
    return Boolean((this.guide.latestView?.gameState as Json | undefined)?.pendingWin);
  }

  private role(bot: CountedBot): RoleId {
    return this.roles.get(bot.userId) ?? 'eco_citizen_1';
  }

  private type(bot: CountedBot): RoleType {
    return roleTypeOf(this.role(bot));
  }

  private pick<T>(items: T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  /** A student's pause before acting. */
  private think() {
    return sleep(300 + this.random() * 1_200);
  }

  private each(bots: CountedBot[], act: (bot: CountedBot) => Promise<unknown>) {
    return Promise.all(bots.map(async (bot) => (await this.think(), act(bot))));
  }
}

export type LessonResult = { winner: string; rounds: number; leaderboardEntries: number };

type StepOptions = {
  phones?: (phone: Phone) => Promise<void>;
  bots?: () => Promise<void>;
  /** Time the phones from the trigger's answer (the last vote ends the vote), not its start. */
  measureFromAnswer?: boolean;
};
