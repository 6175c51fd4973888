import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAllTranslations } from '@/lib/i18n';

/**
 * Words an Indonesian text may share with its English one: names (the four roles, the app,
 * brands) and words Indonesian uses as they are.
 */
const SHARED_WORDS = new Set([
  'Eco',
  'Citizen',
  'Green',
  'Guardian',
  'Waste',
  'Villain',
  'Manager',
  'EcoSCha',
  'Instagram',
  'TikTok',
  'Email',
  'Menu',
  'Status',
  'Total',
  'Video',
  'HD',
  'OK',
  'ID',
  'EN',
  'English',
  'Bahasa',
  'Indonesia',
]);

/** English words this project has an Indonesian term for (kuis, permainan peran, papan skor…). */
const ENGLISH_WORDS =
  /\b(quiz|role-?play|leaderboard|error|moderator|closing|click|refresh|results?|game)\b/i;

type Text = { key: string; id: string; en: string };

function textsOf(id: unknown, en: unknown, key: string): Text[] {
  if (typeof id === 'string') return [{ key, id, en: typeof en === 'string' ? en : '' }];
  if (typeof id !== 'object' || id === null) return [];
  const english = (typeof en === 'object' && en !== null ? en : {}) as Record<string, unknown>;
  return Object.entries(id).flatMap(([name, child]) =>
    textsOf(child, english[name], `${key}.${name}`),
  );
}

function allTexts(): Text[] {
  const namespaces = i18n.namespacesOf('id');
  return namespaces.flatMap((namespace) =>
    textsOf(
      i18n.getResourceBundle('id', namespace),
      i18n.getResourceBundle('en', namespace),
      namespace,
    ),
  );
}

const wordsOf = (text: string) =>
  text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ' ').match(/[\p{L}]+/gu) ?? [];

describe('Indonesian texts', () => {
  beforeAll(loadAllTranslations);

  it('never keep the English text, except for names and shared words', () => {
    const kept = allTexts()
      .filter((text) => text.id === text.en)
      .filter((text) => wordsOf(text.id).some((word) => !SHARED_WORDS.has(word)));
    expect(kept).toEqual([]);
  });

  it('use the Indonesian word where the project has one', () => {
    const mixed = allTexts().filter((text) => ENGLISH_WORDS.test(text.id));
    expect(mixed).toEqual([]);
  });
});
