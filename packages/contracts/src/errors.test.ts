import { RULE_ERROR_CODES } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage } from './error-messages';
import { FIELD_ISSUE_MESSAGES, isErrorCode } from './errors';

describe('error catalogue', () => {
  it('has a message for every rule error the game can answer', () => {
    for (const code of RULE_ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
  });

  it('has non-empty Indonesian and English texts that differ, and 4xx/5xx statuses', () => {
    for (const [code, entry] of Object.entries(ERROR_MESSAGES)) {
      expect(entry.id.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      expect(entry.id, code).not.toBe(entry.en);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
    }
    for (const entry of Object.values(FIELD_ISSUE_MESSAGES)) expect(entry.id).not.toBe(entry.en);
  });

  it('picks the language', () => {
    expect(errorMessage('SELF_TARGET', 'en')).toBe('You cannot choose yourself.');
    expect(errorMessage('SELF_TARGET', 'id')).toBe('Kamu tidak bisa memilih dirimu sendiri.');
    expect(isErrorCode('toString')).toBe(false);
  });
});
