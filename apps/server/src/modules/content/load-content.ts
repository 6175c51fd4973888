import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CharacterListSchema,
  GlossarySchema,
  LearningMaterialListSchema,
  markedPhrases,
  NarrativeListSchema,
  phraseKey,
  QuizTopicListSchema,
  SiteContentSchema,
  type Character,
  type GlossaryEntry,
  type LearningMaterial,
  type Narrative,
  type QuizTopic,
  type SiteContent,
} from '@ecoscha/contracts';
import type { z } from 'zod';

export type Content = {
  characters: Character[];
  glossary: GlossaryEntry[];
  learningMaterials: LearningMaterial[];
  quizTopics: QuizTopic[];
  narratives: Narrative[];
  site: SiteContent | null;
};

function readJson<T extends z.ZodType>(
  dir: string,
  file: string,
  schema: T,
  missing: unknown = [],
): z.output<T> {
  const path = join(dir, file);
  if (!existsSync(path)) return schema.parse(missing);
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(`content/${file} is not valid:\n${parsed.error.message}`);
  }
  return parsed.data;
}

function assertUnique<T>(items: T[], key: (item: T) => string, what: string) {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new Error(`content: duplicate ${what} "${value}"`);
    seen.add(value);
  }
}

/** Every string inside a value, for finding marked Sundanese phrases anywhere in an entry. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Reads and validates all seed content; a mistake stops the start-up with a clear message. */
export function loadContent(dir: string): Content {
  const content: Content = {
    characters: readJson(dir, 'characters.json', CharacterListSchema),
    glossary: readJson(dir, 'glossary.json', GlossarySchema),
    learningMaterials: readJson(dir, 'learning-materials.json', LearningMaterialListSchema),
    quizTopics: readJson(dir, 'quiz-topics.json', QuizTopicListSchema),
    narratives: readJson(dir, 'narratives.json', NarrativeListSchema),
    site: readJson(dir, 'site.json', SiteContentSchema.nullable(), null),
  };
  assertUnique(content.characters, (c) => c._id, 'character');
  assertUnique(content.glossary, (g) => phraseKey(g.phrase), 'glossary phrase');
  assertUnique(content.learningMaterials, (m) => m._id, 'learning material');
  assertUnique(content.quizTopics, (t) => t._id, 'quiz topic');
  assertUnique(
    content.quizTopics.flatMap((t) => [...t.questions, ...t.closing_questions]),
    (q) => q.id,
    'question',
  );
  assertUnique(content.narratives, (n) => n._id, 'narrative');

  const known = new Set(content.glossary.map((g) => phraseKey(g.phrase)));
  const missing = new Set(
    strings([
      content.characters,
      content.learningMaterials,
      content.quizTopics,
      content.narratives,
      content.site,
    ])
      .flatMap(markedPhrases)
      .filter((phrase) => !known.has(phraseKey(phrase))),
  );
  if (missing.size > 0) {
    throw new Error(`content: phrases missing from glossary.json: ${[...missing].join(' | ')}`);
  }
  return content;
}
