import { describe, expect, it } from 'vitest';
import { createViewDigests } from './view-digests';

describe('view digests', () => {
  it('tell a view is new to a socket unless it was the last one sent to it', () => {
    const digests = createViewDigests();
    const phone = {};
    const other = {};
    const quiz = JSON.stringify({ phase: 'quiz_active', done: [] });
    const answered = JSON.stringify({ phase: 'quiz_active', done: ['t1'] });
    expect(digests.isNew(phone, quiz)).toBe(true);
    expect(digests.isNew(phone, quiz)).toBe(false);
    expect(digests.isNew(other, quiz)).toBe(true);
    expect(digests.isNew(phone, answered)).toBe(true);
    // Back to an earlier view: not the last one sent, so it goes again.
    expect(digests.isNew(phone, quiz)).toBe(true);
  });
});
