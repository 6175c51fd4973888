import type { Acknowledged } from './failover-calls';

/** What the guide's view (it sees every move but the quiz answers) holds of a session's moves. */
export type GuideRecord = {
  dayVotes: Array<{ voterId: string; targetId: string }>;
  nightActions: Array<{ kind: string; actorId: string; targetId: string }>;
  specialReveals: Array<{ playerId: string; targetId: string }>;
};

/** Each player's topics handed in, as the player reads them back. */
export type QuizRecord = Record<string, Array<{ topicId: string; kind: string; score: number }>>;

/** Moves as comparable strings: `kind actor target`. */
type Tally = Map<string, number>;
function tally(entries: string[]): Tally {
  const counts: Tally = new Map();
  for (const entry of entries) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return counts;
}

/** The entries whose count differs between what was acknowledged and what is kept. */
function differences(what: string, acknowledged: string[], kept: string[]): string[] {
  const [a, k] = [tally(acknowledged), tally(kept)];
  return [...new Set([...a.keys(), ...k.keys()])]
    .filter((entry) => a.get(entry) !== k.get(entry))
    .map(
      (entry) => `${what} ${entry}: acknowledged ${a.get(entry) ?? 0}, kept ${k.get(entry) ?? 0}`,
    );
}

const NIGHT_PATHS: Record<string, { kind: string; actor: string }> = {
  '/api/gameflow/kill-vote': { kind: 'kill', actor: 'killerId' },
  '/api/gameflow/save-vote': { kind: 'save', actor: 'guardianId' },
  '/api/gameflow/investigate-vote': { kind: 'investigate', actor: 'managerId' },
};

/**
 * Every move a client was told succeeded must be in the session exactly once, and nothing else:
 * day votes, night actions, the highest scorer's look at a role, quiz answers with the score the
 * player was told. Returns what differs (empty: nothing lost, nothing doubled).
 */
export function movesNotKept(
  record: GuideRecord,
  quizResults: QuizRecord,
  acknowledged: Acknowledged[],
): string[] {
  const on = (path: string) => acknowledged.filter((move) => move.path === path);
  const text = (value: unknown) => String(value);

  const votes = differences(
    'day vote',
    on('/api/gameflow/vote').map((m) => `${text(m.body.voterId)} ${text(m.body.targetId)}`),
    record.dayVotes.map((v) => `${v.voterId} ${v.targetId}`),
  );
  const night = differences(
    'night action',
    acknowledged.flatMap((m) => {
      const path = NIGHT_PATHS[m.path];
      return path ? [`${path.kind} ${text(m.body[path.actor])} ${text(m.body.targetId)}`] : [];
    }),
    record.nightActions.map((a) => `${a.kind} ${a.actorId} ${a.targetId}`),
  );
  const reveals = differences(
    'special action',
    on('/api/gameflow/special-action').map((m) => `${m.userId} ${text(m.body.targetPlayerId)}`),
    record.specialReveals.map((r) => `${r.playerId} ${r.targetId}`),
  );
  // A topic handed in, with the score its answer told the player.
  const quiz = differences(
    'quiz topic',
    on('/api/quiz-score/save-score').map(
      (m) =>
        `${m.userId} ${text(m.body.topicId)} ${m.body.isClosingQuiz ? 'closing' : 'opening'} ${text(m.response.score)}`,
    ),
    Object.entries(quizResults).flatMap(([userId, results]) =>
      results.map((r) => `${userId} ${r.topicId} ${r.kind} ${r.score}`),
    ),
  );
  return [...votes, ...night, ...reveals, ...quiz];
}
