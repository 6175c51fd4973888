import { describe, expect, it } from 'vitest';
import {
  generateRoomCode,
  NEW_ROOM_CODE_PATTERN,
  normaliseRoomCode,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_PATTERN,
} from './room-code';
import { CreateSessionBodySchema, RoomCodeSchema } from './sessions';

describe('the room-code alphabet', () => {
  it('leaves out the look-alikes 0, O, 1, I and L, and nothing else of A-Z 2-9', () => {
    for (const lookAlike of '0O1IL') expect(ROOM_CODE_ALPHABET).not.toContain(lookAlike);
    expect(ROOM_CODE_ALPHABET).toHaveLength(26 + 10 - 5);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });
});

describe('generateRoomCode', () => {
  it('draws 8 characters of the alphabet at the indexes it is given', () => {
    expect(generateRoomCode(() => 0)).toBe('AAAAAAAA');
    expect(generateRoomCode((size) => size - 1)).toBe('99999999');
    let next = 0;
    expect(generateRoomCode(() => next++)).toBe('ABCDEFGH');
  });

  it('asks for an index among every character of the alphabet', () => {
    const sizes = new Set<number>();
    generateRoomCode((size) => {
      sizes.add(size);
      return 0;
    });
    expect([...sizes]).toEqual([ROOM_CODE_ALPHABET.length]);
  });

  it('makes codes a new room may have', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateRoomCode((size) => Math.floor(Math.random() * size));
      expect(code).toMatch(NEW_ROOM_CODE_PATTERN);
    }
  });
});

describe('normaliseRoomCode', () => {
  it('upper-cases and drops spaces and dashes, wherever they are', () => {
    expect(normaliseRoomCode('2b0x-cak5')).toBe('2B0XCAK5');
    expect(normaliseRoomCode(' 2B0X CAK5 ')).toBe('2B0XCAK5');
    expect(normaliseRoomCode('2b0x – cak5')).toBe('2B0XCAK5');
    expect(normaliseRoomCode('\t2b-0x\u00a0ca-k5\n')).toBe('2B0XCAK5');
  });

  it('never turns one look-alike into another (older codes hold both O and 0)', () => {
    expect(normaliseRoomCode('o0i1l')).toBe('O0I1L');
  });
});

describe('room-code schemas', () => {
  it('finds any code ever made, however typed', () => {
    expect(RoomCodeSchema.parse('2b0x-cak5')).toBe('2B0XCAK5');
    expect(RoomCodeSchema.parse('ecat est7')).toBe('ECATEST7');
    expect(RoomCodeSchema.safeParse('2B0X-CAK').success).toBe(false);
    expect(RoomCodeSchema.safeParse('2B0X_CAK5').success).toBe(false);
    expect(ROOM_CODE_PATTERN.test('2B0XCAK5')).toBe(true);
  });

  it('opens a new room only with a code of the alphabet', () => {
    const body = (roomCode: string) => ({ moderatorId: 'guide', roomCode });
    expect(CreateSessionBodySchema.parse(body('ecat-est7')).roomCode).toBe('ECATEST7');
    expect(CreateSessionBodySchema.safeParse(body('2B0XCAK5')).success).toBe(false);
    expect(CreateSessionBodySchema.safeParse(body('ABCDEFGL')).success).toBe(false);
  });
});
