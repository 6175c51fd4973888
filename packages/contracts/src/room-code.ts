/**
 * The characters of a new room code: A–Z and 2–9 without 0, O, 1, I and L, which a class reading
 * a projector or a teacher's handwriting mixes up.
 */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 8;

/**
 * Any room code the server ever made: the new ones, and the A–Z 0–9 codes of sessions opened
 * before the look-alikes were left out (they must still be found).
 */
export const ROOM_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** A code a room may be opened with now: only characters of the alphabet. */
export const NEW_ROOM_CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** Spaces and dashes (a hyphen, the typographic dashes a chat app or a word processor makes). */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g;

/**
 * A room code as typed, read out or pasted (`2b0x-cak5`, `2B0X CAK5`), as stored: upper case,
 * without spaces and dashes. Nothing else is changed: an O stays an O, since older codes hold
 * both O and 0 and a mapping would make them ambiguous.
 */
export const normaliseRoomCode = (text: string): string =>
  text.replace(SEPARATORS, '').toUpperCase();

/**
 * A fresh code of the alphabet; `randomIndex(n)` is a uniform, secure integer in [0, n) (the
 * server's `crypto.randomInt`, the browser's `crypto.getRandomValues` without bias).
 */
export function generateRoomCode(randomIndex: (size: number) => number): string {
  return Array.from({ length: ROOM_CODE_LENGTH }, () =>
    ROOM_CODE_ALPHABET.charAt(randomIndex(ROOM_CODE_ALPHABET.length)),
  ).join('');
}
