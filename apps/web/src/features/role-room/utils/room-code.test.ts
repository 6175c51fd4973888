import { describe, expect, it } from 'vitest';
import { NEW_ROOM_CODE_PATTERN, ROOM_CODE_ALPHABET } from '@ecoscha/contracts';
import { newRoomCode, unbiasedIndex } from './room-code';

describe('newRoomCode', () => {
  it('makes 8 characters of the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) expect(newRoomCode()).toMatch(NEW_ROOM_CODE_PATTERN);
  });

  it('maps random bytes onto the alphabet', () => {
    let next = 0;
    const counting = (buffer: Uint8Array<ArrayBuffer>) => buffer.map(() => next++);
    expect(newRoomCode(counting)).toBe('ABCDEFGH');
    expect(newRoomCode((buffer) => buffer.fill(ROOM_CODE_ALPHABET.length - 1))).toBe('99999999');
  });

  it('draws every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 300 }, () => newRoomCode()).join(''));
    expect(seen.size).toBe(ROOM_CODE_ALPHABET.length);
  });
});

describe('unbiasedIndex', () => {
  it('skips bytes that would favour some indexes', () => {
    let call = 0;
    // 31 characters: 248..255 would favour the first eight; the second call gives zeros.
    const bytes = (buffer: Uint8Array<ArrayBuffer>) => buffer.fill(call++ === 0 ? 248 : 0);
    expect(unbiasedIndex(bytes)(31)).toBe(0);
    expect(call).toBe(2);
    expect(unbiasedIndex((buffer) => buffer.fill(247))(31)).toBe(247 % 31);
  });
});
