import { describe, expect, it } from 'vitest';
import { ROOM_CODE_PATTERN } from '@ecoscha/contracts';
import {
  generateRoomCode,
  isRoomCode,
  normaliseRoomCodeInput,
  ROOM_CODE_ALPHABET,
} from './room-code';

describe('generateRoomCode', () => {
  it('makes 8 characters from A-Z and 0-9', () => {
    for (let i = 0; i < 200; i += 1) expect(generateRoomCode()).toMatch(ROOM_CODE_PATTERN);
  });

  it('maps random bytes onto the alphabet', () => {
    const bytes = (buffer: Uint8Array<ArrayBuffer>) => buffer.map((_, index) => index);
    expect(generateRoomCode(bytes)).toBe('ABCDEFGH');
    expect(generateRoomCode((buffer) => buffer.fill(35))).toBe('99999999');
  });

  it('skips bytes that would favour some characters', () => {
    let call = 0;
    // First call: only biased bytes (252..255); second call: zeros.
    const bytes = (buffer: Uint8Array<ArrayBuffer>) => buffer.fill(call++ === 0 ? 252 : 0);
    expect(generateRoomCode(bytes)).toBe('AAAAAAAA');
    expect(call).toBe(2);
  });

  it('draws every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 300 }, () => generateRoomCode()).join(''));
    expect(seen.size).toBe(ROOM_CODE_ALPHABET.length);
  });
});

describe('isRoomCode', () => {
  it('accepts exactly 8 upper-case letters and digits', () => {
    expect(isRoomCode('AB12CD34')).toBe(true);
    expect(isRoomCode('ab12cd34')).toBe(false);
    expect(isRoomCode('AB12CD3')).toBe(false);
    expect(isRoomCode('AB12-D34')).toBe(false);
  });
});

describe('normaliseRoomCodeInput', () => {
  it('upper-cases and drops the spaces a pasted code carries', () => {
    expect(normaliseRoomCodeInput(' k7m2 qx9a ')).toBe('K7M2QX9A');
    expect(normaliseRoomCodeInput('\tk7m2qx9a\n')).toBe('K7M2QX9A');
  });

  it('keeps at most one code', () => {
    expect(normaliseRoomCodeInput('K7M2QX9AB')).toBe('K7M2QX9A');
  });

  it('leaves a field of spaces alone, for the required-code alert', () => {
    expect(normaliseRoomCodeInput('   ')).toBe('   ');
  });
});
