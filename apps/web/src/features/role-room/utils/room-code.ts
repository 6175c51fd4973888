import { generateRoomCode } from '@ecoscha/contracts';

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A uniform index in [0, size) from random bytes: bytes at or above the largest multiple of
 * `size` are skipped, so that every index is equally likely.
 */
export function unbiasedIndex(randomBytes: RandomBytes = cryptoBytes) {
  return (size: number): number => {
    const limit = 256 - (256 % size);
    for (;;) {
      const [byte = limit] = randomBytes(new Uint8Array(1));
      if (byte < limit) return byte % size;
    }
  };
}

/** A new room's code, drawn on this device from the browser's secure random source. */
export function newRoomCode(randomBytes: RandomBytes = cryptoBytes): string {
  return generateRoomCode(unbiasedIndex(randomBytes));
}
