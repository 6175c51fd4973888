/**
 * A class badge's code: 8 characters of a 32-character alphabet (40 bits), A–Z and 2–9 without
 * 0, O, 1 and I, which a student reading a printed badge mixes up. The same code is in the badge's
 * QR code (`/badge#CODE`) and typed by hand when a camera fails. One-time codes (a password reset,
 * a guide's invite) use the same alphabet.
 */
export const BADGE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BADGE_CODE_LENGTH = 8;
export const BADGE_CODE_PATTERN = new RegExp(`^[${BADGE_CODE_ALPHABET}]{${BADGE_CODE_LENGTH}}$`);

/** Spaces and dashes (a hyphen, the typographic dashes a chat app or a word processor makes). */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g;

/** A code as typed or scanned (`abcd-efgh`, `ABCD EFGH`), as compared: upper case, no separators. */
export const normaliseBadgeCode = (text: string): string =>
  text.replace(SEPARATORS, '').toUpperCase();

/** A code as printed and shown: two groups of four (`ABCD-EFGH`), easier to read out and type. */
export const formatBadgeCode = (code: string): string =>
  code.length === BADGE_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** The path a badge's QR code opens; the code rides in the fragment, never sent to a server log. */
export const badgeLoginPath = (code: string): string => `/badge#${code}`;
