import { describe, expect, it } from 'vitest';
import { isRoomCode, roomCodeFieldValue } from './room-code';

describe('roomCodeFieldValue', () => {
  it('upper-cases and drops the spaces and dashes a typed or pasted code carries', () => {
    expect(roomCodeFieldValue(' k7m2 qx9a ')).toBe('K7M2QX9A');
    expect(roomCodeFieldValue('\tk7m2qx9a\n')).toBe('K7M2QX9A');
    expect(roomCodeFieldValue('2b0x-cak5')).toBe('2B0XCAK5');
  });

  it('keeps at most one code', () => {
    expect(roomCodeFieldValue('K7M2QX9AB')).toBe('K7M2QX9A');
  });

  it('leaves a field of spaces alone, for the required-code alert', () => {
    expect(roomCodeFieldValue('   ')).toBe('   ');
  });
});

describe('isRoomCode', () => {
  it('accepts 8 upper-case letters and digits, older codes with look-alikes included', () => {
    expect(isRoomCode('AB23CD45')).toBe(true);
    expect(isRoomCode('2B0XCAK5')).toBe(true);
    expect(isRoomCode('ab23cd45')).toBe(false);
    expect(isRoomCode('AB23CD4')).toBe(false);
    expect(isRoomCode('AB23-D45')).toBe(false);
  });
});
