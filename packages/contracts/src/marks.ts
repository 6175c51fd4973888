/**
 * Sundanese phrases inside any bilingual text are written `[[phrase]]`; the web app makes them
 * tappable and looks the phrase up in the glossary by its `phraseKey`.
 */
export const SUNDANESE_MARK = /\[\[([^\]]+)\]\]/g;

export function markedPhrases(value: string): string[] {
  return [...value.matchAll(SUNDANESE_MARK)].map((match) => (match[1] ?? '').trim());
}

/**
 * The glossary's lookup form of a phrase: case, spacing and the accent on é do not matter, so
 * "Rampes" in a text finds the glossary's "rampés".
 */
export function phraseKey(phrase: string): string {
  return phrase
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('id');
}
