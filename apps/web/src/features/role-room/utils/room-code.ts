import { ROOM_CODE_PATTERN } from '@ecoscha/contracts';

export const ROOM_CODE_LENGTH = 8;
export const ROOM_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Bytes at or above this are skipped, so that every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ROOM_CODE_ALPHABET.length);

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** 8 characters from A–Z and 0–9, drawn on this device from the browser's secure random source. */
export function generateRoomCode(randomBytes: RandomBytes = cryptoBytes): string {
  let code = '';
  while (code.length < ROOM_CODE_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(ROOM_CODE_LENGTH * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ROOM_CODE_ALPHABET.charAt(byte % ROOM_CODE_ALPHABET.length);
      if (code.length === ROOM_CODE_LENGTH) break;
    }
  }
  return code;
}

/**
 * What the room-code field holds: upper case, at most one code long, without the spaces a code
 * pasted from a chat often carries. A field of spaces alone stays as it is, so that Join answers
 * it with "Room code is required!".
 */
export function normaliseRoomCodeInput(value: string): string {
  const code = value.replace(/\s+/g, '');
  return code ? code.toUpperCase().slice(0, ROOM_CODE_LENGTH) : value;
}

export function isRoomCode(value: string): boolean {
  return ROOM_CODE_PATTERN.test(value);
}
