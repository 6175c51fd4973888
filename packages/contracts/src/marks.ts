/**
 * Sundanese phrases inside any bilingual text are written `[[phrase]]`; the web app makes them
 * tappable and looks the phrase up in the glossary (case-insensitive).
 */
export const SUNDANESE_MARK = /\[\[([^\]]+)\]\]/g;

export function markedPhrases(value: string): string[] {
  return [...value.matchAll(SUNDANESE_MARK)].map((match) => (match[1] ?? '').trim());
}
