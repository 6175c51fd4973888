import { describe, expect, it } from 'vitest';
import { questionsFor } from '../quiz';
import {
  answerQuiz,
  answersFor,
  finishGame,
  playNight,
  reachClosingQuiz,
  reachRoleplay,
} from '../testing/driver';
import { TEST_BANK, TOPIC_IDS } from '../testing/fixtures';
import { MODERATOR, TestSession } from '../testing/session';

function openingQuiz() {
  const s = new TestSession({ roles: ['eco_citizen_1', 'eco_citizen_2'] });
  s.advance('narrative_1');
  s.advance('quiz_active');
  return s;
}

const submit = (actorId: string, topicId: string, answers: Record<string, string>) =>
  ({ type: 'submitQuizTopic', actorId, topicId, answers }) as const;

describe('submitQuizTopic', () => {
  it('scores the player’s own question and stores the answer', () => {
    const s = openingQuiz();
    s.tick(3_000);
    s.do(submit('p1', 'topic-2', answersFor(s, 'p1', 'topic-2', 'opening', true)));
    const [question] = questionsFor(s.state, 'p1', 'topic-2', 'opening', TEST_BANK);
    expect(s.state.quizResults.p1).toEqual([
      {
        topicId: 'topic-2',
        kind: 'opening',
        questionIds: [question?.id],
        answers: answersFor(s, 'p1', 'topic-2', 'opening', true),
        correct: 1,
        score: 10,
        submittedAt: s.now,
      },
    ]);
  });

  it('ignores answers to questions the player was not given', () => {
    const s = openingQuiz();
    const everything = Object.fromEntries(
      (TEST_BANK.topics[0]?.opening ?? []).map((q) => [q.id, 'C']),
    );
    const given = questionsFor(s.state, 'p1', 'topic-1', 'opening', TEST_BANK).map((q) => q.id);
    s.do(submit('p1', 'topic-1', everything));
    expect(Object.keys(s.state.quizResults.p1?.[0]?.answers ?? {})).toEqual(given);
  });

  it('takes each topic once and never overwrites the answers', () => {
    const s = openingQuiz();
    s.do(submit('p1', 'topic-1', answersFor(s, 'p1', 'topic-1', 'opening', false)));
    expect(
      s.apply(submit('p1', 'topic-1', answersFor(s, 'p1', 'topic-1', 'opening', true))),
    ).toEqual({ error: 'TOPIC_ALREADY_COMPLETED' });
    expect(s.state.quizResults.p1?.[0]?.score).toBe(0);
  });

  it('knows only the bank’s topics', () => {
    const s = openingQuiz();
    expect(s.apply(submit('p1', 'topic-9', {}))).toEqual({ error: 'TOPIC_NOT_FOUND' });
  });

  it('needs a player of the session, during a quiz', () => {
    const s = openingQuiz();
    expect(s.apply(submit('stranger', 'topic-1', {}))).toEqual({ error: 'NOT_IN_SESSION' });
    s.advance('quiz_completed');
    expect(s.apply(submit('p1', 'topic-1', {}))).toEqual({ error: 'WRONG_PHASE' });
  });

  it('keeps the closing quiz apart, and lets eliminated players take it', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachClosingQuiz(s, { kills: { p1: 'p2' } });
    expect(s.player('p2').isAlive).toBe(false);
    s.do(submit('p2', 'topic-1', answersFor(s, 'p2', 'topic-1', 'closing', true)));
    const closing = s.state.quizResults.p2?.filter((r) => r.kind === 'closing');
    expect(closing?.map((r) => [r.topicId, r.score])).toEqual([['topic-1', 10]]);
    expect(closing?.[0]?.questionIds).toEqual(['t1-closing']);
  });

  it('refuses an eliminated player in the opening quiz', () => {
    const s = openingQuiz();
    s.markOut('p1');
    expect(s.apply(submit('p1', 'topic-1', {}))).toEqual({ error: 'PLAYER_ELIMINATED' });
  });

  it('ends the opening quiz with the last topic of the last player, as the guide’s finish does', () => {
    const s = openingQuiz();
    answerQuiz(s, 'opening', (u, t) => (u === 'p2' && t === 'topic-6' ? 'skip' : 'right'));
    expect(s.state.phase).toBe('quiz_active');
    s.tick(1_000);
    const events = s.do(submit('p2', 'topic-6', answersFor(s, 'p2', 'topic-6', 'opening', true)));
    expect(s.state).toMatchObject({ phase: 'quiz_completed', phaseStartedAt: s.now });
    expect(events).toContainEqual(expect.objectContaining({ type: 'phaseChanged' }));
    // The quiz's points became the starting points, as when the guide finishes it.
    expect(s.state.players.map((p) => p.points)).toEqual([60, 60]);
    // The guide's finish arriving after it changes nothing.
    expect(s.do({ type: 'advance', actorId: MODERATOR, to: 'quiz_completed' })).toEqual([]);
  });

  it('waits for every seat, practice seats included, before ending a quiz by itself', () => {
    const s = openingQuiz();
    s.state = {
      ...s.state,
      players: s.state.players.map((p) => (p.userId === 'p2' ? { ...p, isPractice: true } : p)),
    };
    answerQuiz(s, 'opening', (u) => (u === 'p1' ? 'wrong' : 'skip'));
    expect(s.state.phase).toBe('quiz_active');
    for (const topicId of TOPIC_IDS.slice(0, -1)) {
      s.do(submit('p2', topicId, answersFor(s, 'p2', topicId, 'opening', true)));
    }
    expect(s.state.phase).toBe('quiz_active');
    s.do(submit('p2', 'topic-6', {}));
    expect(s.state.phase).toBe('quiz_completed');
  });

  it('ends the closing quiz once everyone, the eliminated too, has handed in every topic', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachClosingQuiz(s, { kills: { p1: 'p2' } });
    answerQuiz(s, 'closing', (u, t) => (u === 'p2' && t === 'topic-6' ? 'skip' : 'right'));
    expect(s.state.phase).toBe('closing_quiz_active');
    const events = s.do(submit('p2', 'topic-6', answersFor(s, 'p2', 'topic-6', 'closing', true)));
    expect(s.state.phase).toBe('closing_quiz_completed');
    // The awards are made on the way, as when the guide or the clock ends it.
    expect(events.filter((e) => e.type === 'achievement').length).toBeGreaterThan(0);
    expect(s.state.achievements.length).toBeGreaterThan(0);
  });

  it('is over when the whole game is', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1'] });
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p2' } });
    s.advance('game_ended');
    finishGame(s);
    expect(s.apply(submit('p1', 'topic-1', {}))).toEqual({ error: 'GAME_OVER' });
  });
});
