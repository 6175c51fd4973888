import { leaderboard } from '../leaderboard';
import { isRuleError, type Move, type RuleErrorCode } from '../moves';
import { actorsOfStep, hasActedInStep, kindOfStep } from '../night-steps';
import { TRANSITIONS } from '../phases';
import { pickOne } from '../random';
import { isVillain } from '../roles';
import { routeFor } from '../route';
import { PHASES, type GameState, type NightActionKind } from '../state';
import { PROJECTOR, seatsThatMaySee, viewFor, viewJsonFor, viewPiecesFor } from '../view';
import { applyViewPatch, viewPatchJson, type ViewPatch } from '../view-patch';
import { tableRoles, TOPIC_IDS } from './fixtures';
import { answersFor } from './driver';
import { hiddenRoleLeaks, projectorLeaks } from './secrecy';
import { MODERATOR, TestSession } from './session';

export type WalkReport = {
  steps: number;
  rounds: number;
  players: number;
  finalState: GameState;
  errors: Partial<Record<RuleErrorCode, number>>;
  violations: string[];
};

const STRANGER = 'stranger';
const KINDS: NightActionKind[] = ['kill', 'save', 'investigate'];

/** Shuffles with the session's source (Fisher–Yates). */
function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A move of any kind by anyone at anything: mostly illegal, sometimes not. */
function noiseMove(s: TestSession): Move {
  const r = s.random;
  const people = [...s.ids(), MODERATOR, STRANGER];
  const actorId = pickOne(people, r) ?? STRANGER;
  const targetId = pickOne(people, r) ?? STRANGER;
  const moves: Move[] = [
    { type: 'join', actorId, username: actorId, roleId: 'eco_citizen_1' },
    { type: 'advance', actorId, to: pickOne(PHASES, r) ?? 'initial' },
    {
      type: 'submitQuizTopic',
      actorId,
      topicId: pickOne([...TOPIC_IDS, 'nope'], r) ?? '',
      answers: {},
    },
    { type: 'specialAction', actorId, targetId },
    { type: 'nightAction', actorId, kind: pickOne(KINDS, r) ?? 'kill', targetId },
    {
      type: 'setActionState',
      actorId,
      state: pickOne(['wait', 'true', 'done'] as const, r) ?? 'wait',
    },
    { type: 'castDayVote', actorId, targetId },
    { type: 'recordVideo', actorId, video: { videoId: 'v', videoTitle: 't' } },
    { type: 'deadline' },
  ];
  return pickOne(moves, r) ?? { type: 'deadline' };
}

function moderatorMove(s: TestSession): Move {
  const state = s.state;
  if (state.phase === 'final_narrative') return { type: 'endGame', actorId: MODERATOR };
  const rows = TRANSITIONS.filter(
    (t) => t.from === state.phase && t.by === 'moderator' && (t.when?.(state) ?? true),
  );
  if (state.deadline !== null && (rows.length === 0 || s.random() < 0.4)) {
    s.now = Math.max(s.now, state.deadline);
    return { type: 'deadline' };
  }
  const row = pickOne(rows, s.random);
  return { type: 'advance', actorId: MODERATOR, to: row?.to ?? 'initial' };
}

/** The next move of a class that plays along, with a little noise. */
function nextMove(s: TestSession): Move {
  const state = s.state;
  const r = s.random;
  if (r() < 0.15) return noiseMove(s);
  const living = s.ids((p) => p.isAlive);
  const other = (id: string) =>
    pickOne(
      living.filter((t) => t !== id),
      r,
    ) ?? id;
  if (state.phase === 'quiz_active' || state.phase === 'closing_quiz_active') {
    const kind = state.phase === 'quiz_active' ? 'opening' : 'closing';
    const pending = s.state.players.flatMap((p) =>
      TOPIC_IDS.filter(
        (t) => !(state.quizResults[p.userId] ?? []).some((q) => q.kind === kind && q.topicId === t),
      ).map((topicId) => ({ userId: p.userId, topicId })),
    );
    const next = pickOne(pending, r);
    if (!next || r() < 0.02) return moderatorMove(s);
    const answers = answersFor(s, next.userId, next.topicId, kind, r() < 0.6);
    return { type: 'submitQuizTopic', actorId: next.userId, topicId: next.topicId, answers };
  }
  const pendingActors = actorsOfStep(state).filter((p) => !hasActedInStep(state, p.userId));
  const actor = pickOne(pendingActors, r);
  if (actor && r() > 0.05) {
    const kind = kindOfStep(state.phase);
    if (!kind)
      return { type: 'specialAction', actorId: actor.userId, targetId: other(actor.userId) };
    const targetId = kind === 'save' ? (pickOne(living, r) ?? actor.userId) : other(actor.userId);
    return { type: 'nightAction', actorId: actor.userId, kind, targetId };
  }
  if (state.phase === 'voting_active') {
    const voter = pickOne(
      state.players.filter((p) => p.isAlive && !p.hasVoted),
      r,
    );
    if (voter && r() > 0.1) {
      return { type: 'castDayVote', actorId: voter.userId, targetId: other(voter.userId) };
    }
  }
  if (state.phase === 'video_learning_active' && r() < 0.5) {
    return {
      type: 'recordVideo',
      actorId: MODERATOR,
      video: { videoId: 'v1', videoTitle: 'News' },
    };
  }
  return moderatorMove(s);
}

/** Checks that must hold after every move; answers what went wrong. */
function check(before: GameState, move: Move, s: TestSession, phaseChanged: boolean): string[] {
  const problems: string[] = [];
  const state = s.state;
  const actor =
    'actorId' in move ? before.players.find((p) => p.userId === move.actorId) : undefined;
  const closingQuiz = move.type === 'submitQuizTopic' && before.phase === 'closing_quiz_active';
  if (actor && !actor.isAlive && state !== before && !closingQuiz) {
    problems.push(`eliminated ${actor.userId} made ${move.type} in ${before.phase}`);
  }
  for (const e of leaderboard(state)) {
    const ok =
      e.totalQuizScore >= 0 &&
      e.totalQuizScore <= 120 &&
      e.regularQuizScore <= 60 &&
      e.closingQuizScore <= 60 &&
      e.gameScore >= -20 &&
      e.gameScore <= 0 &&
      e.totalScore === e.totalQuizScore + e.gameScore;
    if (!ok) problems.push(`scores out of bounds for ${e.userId}: ${JSON.stringify(e)}`);
  }
  // One random viewer every step; on a phase change one of each kind (a living villain, a
  // living good player, an eliminated player), the moderator and an outsider.
  const pick = (filter: (p: GameState['players'][number]) => boolean) =>
    pickOne(s.ids(filter), s.random);
  const viewers = phaseChanged
    ? [
        pick((p) => p.isAlive && isVillain(p.roleId)),
        pick((p) => p.isAlive && !isVillain(p.roleId)),
        pick((p) => !p.isAlive),
        MODERATOR,
        STRANGER,
      ].filter((id): id is string => id !== undefined)
    : [pickOne([...s.ids(), MODERATOR, STRANGER], s.random) ?? STRANGER];
  for (const viewerId of viewers) {
    const view = viewFor(state, viewerId);
    const leaks = hiddenRoleLeaks(state, viewerId, view);
    if (leaks.length > 0)
      problems.push(`view of ${viewerId} in ${state.phase}: ${leaks.join(', ')}`);
    if (!routeFor(view).startsWith('/')) problems.push(`no route for ${viewerId}`);
    if (viewJsonFor(state, viewerId) !== JSON.stringify(view))
      problems.push(`view JSON of ${viewerId} in ${state.phase} is not its view's`);
    if (!patchMakesView(before, state, viewerId))
      problems.push(`the patch from the view before to ${viewerId}'s in ${state.phase} is wrong`);
  }
  // A change said to concern a few seats leaves every other seat's view as it was.
  const seats = seatsThatMaySee(before, state);
  if (seats !== 'everyone') {
    for (const viewerId of [...s.ids(), MODERATOR, STRANGER].filter((id) => !seats.has(id))) {
      if (JSON.stringify(viewFor(before, viewerId)) !== JSON.stringify(viewFor(state, viewerId)))
        problems.push(`view of ${viewerId} changed, unseen, after ${move.type}`);
    }
  }
  // The class's projector: checked at every phase change, as the class sees each phase.
  if (phaseChanged) {
    const view = viewFor(state, PROJECTOR);
    const leaks = projectorLeaks(state, view);
    if (viewJsonFor(state, PROJECTOR) !== JSON.stringify(view))
      problems.push(`projector's view JSON in ${state.phase} is not its view's`);
    if (leaks.length > 0) problems.push(`projector in ${state.phase}: ${leaks.join(', ')}`);
  }
  return problems;
}

/** JSON with every object's keys in order: two views compared whatever order their keys took. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );

/** The view before, patched as a push does, is the view after (and no patch when it is the same). */
function patchMakesView(before: GameState, after: GameState, viewerId: string): boolean {
  const patch = viewPatchJson(viewPiecesFor(before, viewerId), viewPiecesFor(after, viewerId));
  const old = JSON.parse(viewJsonFor(before, viewerId)) as { players: unknown[] };
  const now = JSON.parse(viewJsonFor(after, viewerId)) as unknown;
  if (patch === undefined) return canonicalJson(old) === canonicalJson(now);
  return canonicalJson(applyViewPatch(old, JSON.parse(patch) as ViewPatch)) === canonicalJson(now);
}

/** Plays one seeded game of random legal (and some illegal) moves, checking every step. */
export function randomWalk(seed: number, players: number, maxSteps = 20_000): WalkReport {
  const s = new TestSession({ seed });
  shuffle(tableRoles(players), s.random).forEach((roleId, i) => s.join(`p${i + 1}`, roleId));
  const report: WalkReport = {
    steps: 0,
    rounds: 0,
    players,
    finalState: s.state,
    errors: {},
    violations: [],
  };
  while (s.state.phase !== 'game_completely_ended' && report.steps < maxSteps) {
    const before = s.state;
    const move = nextMove(s);
    s.tick(500);
    const result = s.apply(move);
    report.steps += 1;
    if (isRuleError(result)) {
      report.errors[result.error] = (report.errors[result.error] ?? 0) + 1;
      continue;
    }
    report.violations.push(...check(before, move, s, s.state.phase !== before.phase));
  }
  report.rounds = s.state.round;
  report.finalState = s.state;
  return report;
}
