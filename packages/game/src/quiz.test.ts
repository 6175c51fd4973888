import { describe, expect, it } from 'vitest';
import { questionsFor } from './quiz';
import { TEST_BANK, TOPIC_IDS } from './testing/fixtures';

describe('questionsFor', () => {
  const state = { seed: 42 };

  it('gives each player one opening question per topic, the same every time', () => {
    for (const topicId of TOPIC_IDS) {
      const questions = questionsFor(state, 'p1', topicId, 'opening', TEST_BANK);
      expect(questions).toHaveLength(1);
      expect(questionsFor(state, 'p1', topicId, 'opening', TEST_BANK)).toEqual(questions);
    }
  });

  it('spreads the questions over the class', () => {
    const picked = new Set(
      Array.from(
        { length: 20 },
        (_, i) => questionsFor(state, `p${i}`, 'topic-1', 'opening', TEST_BANK)[0]?.id,
      ),
    );
    expect(picked.size).toBeGreaterThanOrEqual(4);
  });

  it('changes with the session seed', () => {
    const pick = (seed: number) =>
      TOPIC_IDS.map((t) => questionsFor({ seed }, 'p1', t, 'opening', TEST_BANK)[0]?.id).join();
    expect(pick(1)).not.toBe(pick(2));
  });

  it('gives the topic’s closing question in the closing quiz', () => {
    expect(questionsFor(state, 'p1', 'topic-3', 'closing', TEST_BANK).map((q) => q.id)).toEqual([
      't3-closing',
    ]);
  });

  it('gives nothing for an unknown topic', () => {
    expect(questionsFor(state, 'p1', 'topic-x', 'opening', TEST_BANK)).toEqual([]);
  });
});
