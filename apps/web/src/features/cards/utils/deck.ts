import {
  CHARACTERS_OF_TYPE,
  characterKeyForRoleId,
  MAX_PLAYERS,
  recommendedRoleMix,
  type CharacterKey,
  type RoleId,
  type RoleMix,
  type SeatRoleType,
} from '@ecoscha/game';
import { pagesOf } from '@/lib/print-sheets';

/** The smallest class the deck is made for (a villain and three others). */
export const MIN_CLASS_SIZE = 4;
export const MAX_CLASS_SIZE = MAX_PLAYERS;

/** Cards on one printed sheet: 3 x 3 cards of 60 x 85 mm fit A4 and Letter alike. */
export const CARDS_PER_SHEET = 9;

/** Villains first, as the rulebook lists the roles. */
export const DECK_ORDER: readonly SeatRoleType[] = [
  'waste_villain',
  'green_guardian',
  'waste_manager',
  'eco_citizen',
];

export type DeckCard = { roleId: RoleId; key: CharacterKey };

/** A whole number of students the deck can be printed for, or null. */
export function parseClassSize(text: string): number | null {
  const size = Number(text);
  return Number.isInteger(size) && size >= MIN_CLASS_SIZE && size <= MAX_CLASS_SIZE ? size : null;
}

/**
 * One card per student, in the recommended mix for the class: each role's characters in turn
 * (Mang Karwa, Yana, Mang Karwa, ...) so both pictures of a role are printed.
 */
export function deckCards(classSize: number): DeckCard[] {
  const mix: RoleMix = recommendedRoleMix(classSize);
  return DECK_ORDER.flatMap((type) =>
    Array.from({ length: mix[type] }, (_, i) => {
      const characters = CHARACTERS_OF_TYPE[type];
      const roleId = characters[i % characters.length] as RoleId;
      return { roleId, key: characterKeyForRoleId(roleId) };
    }),
  );
}

/** The cards cut into printed sheets. */
export function sheetsOf<T>(cards: readonly T[], perSheet = CARDS_PER_SHEET): T[][] {
  return pagesOf(cards, perSheet);
}

/** `http://192.168.1.20:3000/` -> `http://192.168.1.20:3000`; null for anything but http(s). */
export function normaliseAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** The sign-up link a card's QR code opens. */
export function signupLink(address: string, key: CharacterKey): string {
  return `${address}/signup?character=${encodeURIComponent(key)}`;
}
