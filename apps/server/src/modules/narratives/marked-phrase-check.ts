import { markedPhrases, phraseKey } from '@ecoscha/contracts';
import type { Database } from '../../db/client';
import { glossaryEntries } from '../../db/schema';
import { AppError, type FieldProblem } from '../../lib/app-error';
import { createGuideGlossaryRepository } from '../glossary/guide-glossary-repository';

/**
 * Every `[[phrase]]` a guide marks must be explained by the glossary their rooms use (the seed
 * glossary and their own shown phrases), as the seed content must be at start-up. Refused per
 * field (`unknown_phrase`, naming the first missing phrase), as `VALIDATION_FAILED`.
 */
export async function assertPhrasesKnown(
  db: Database,
  guideId: string,
  texts: Record<string, string>,
): Promise<void> {
  const seed = await db.select({ key: glossaryEntries.phraseKey }).from(glossaryEntries);
  const own = await createGuideGlossaryRepository(db).visibleByGuide(guideId);
  const known = new Set([...seed.map((row) => row.key), ...own.map((row) => row.phraseKey)]);
  const problems: Record<string, FieldProblem> = {};
  for (const [field, text] of Object.entries(texts)) {
    const missing = markedPhrases(text).find((phrase) => !known.has(phraseKey(phrase)));
    if (missing !== undefined) problems[field] = { issue: 'unknown_phrase', phrase: missing };
  }
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems);
}
