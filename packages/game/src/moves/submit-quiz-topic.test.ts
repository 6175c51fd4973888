import { describe, expect, it } from 'vitest';
import { questionsFor } from '../quiz';
import { answersFor, finishGame, playNight, reachRoleplay } from '../testing/driver';
import { TEST_BANK } from '../testing/fixtures';
import { TestSession } from '../testing/session';

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
    reachRoleplay(s, () => 'right');
    playNight(s, { kills: { p1: 'p2' } });
    expect(s.player('p2').isAlive).toBe(false);
    s.advance('game_ended');
    s.advance('roleplay_ending_narrative');
    s.advance('closing_quiz_intro');
    s.advance('closing_quiz_active');
    s.do(submit('p2', 'topic-1', answersFor(s, 'p2', 'topic-1', 'closing', true)));
    const closing = s.state.quizResults.p2?.filter((r) => r.kind === 'closing');
    expect(closing?.map((r) => [r.topicId, r.score])).toEqual([['topic-1', 10]]);
    expect(closing?.[0]?.questionIds).toEqual(['t1-closing']);
  });

  it('refuses an eliminated player in the opening quiz', () => {
    const s = openingQuiz();
    s.state = {
      ...s.state,
      players: s.state.players.map((p) => (p.userId === 'p1' ? { ...p, isAlive: false } : p)),
    };
    expect(s.apply(submit('p1', 'topic-1', {}))).toEqual({ error: 'PLAYER_ELIMINATED' });
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
