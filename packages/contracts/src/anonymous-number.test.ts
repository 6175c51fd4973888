import { describe, expect, it } from 'vitest';
import { anonymousNumber } from './classes';

describe('anonymousNumber', () => {
  it('reads the roster number of a deleted student’s stored name', () => {
    expect(anonymousNumber('#7')).toBe(7);
    expect(anonymousNumber('#12')).toBe(12);
  });

  it('is null for every other name', () => {
    expect(anonymousNumber('Dewi')).toBeNull();
    expect(anonymousNumber('#')).toBeNull();
    expect(anonymousNumber('#7a')).toBeNull();
    expect(anonymousNumber('Siswa #7')).toBeNull();
  });
});
