import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHOICE_KEYS,
  isFullVideoLink,
  markedPhrases,
  NARRATIVE_MOMENTS,
  phraseKey,
  type Question,
} from '@ecoscha/contracts';
import { ROLE_IDS } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadContent } from './load-content';

const contentDir = loadConfig({ JWT_SECRET: 'x'.repeat(32) }).contentDir;
const content = loadContent(contentDir);
const imagesDir = join(contentDir, 'images');
const pathOnDisk = (url: string) => join(contentDir, url.replace(/^\/content\//, ''));

/** Every `x` / `x_en` (or `description` / `descriptionEng`) pair in a value, with its path. */
function bilingualPairs(value: unknown, path = ''): Array<[string, unknown, unknown]> {
  if (Array.isArray(value))
    return value.flatMap((item, i) => bilingualPairs(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const pairs: Array<[string, unknown, unknown]> = [];
  for (const key of Object.keys(record)) {
    const english = key.endsWith('_id') ? `${key.slice(0, -3)}_en` : `${key}_en`;
    if (key === 'description' && 'descriptionEng' in record) {
      pairs.push([`${path}.description`, record.description, record.descriptionEng]);
    } else if (english in record && key !== english && typeof record[key] !== 'number') {
      pairs.push([`${path}.${key}`, record[key], record[english]]);
    }
    pairs.push(...bilingualPairs(record[key], `${path}.${key}`));
  }
  return pairs;
}

describe('seed content', () => {
  it('has the eight characters in order, each bilingual and complete', () => {
    expect(content.characters.map((c) => c._id)).toEqual([...ROLE_IDS]);
  });

  it('has both languages, non-empty, for every bilingual field', () => {
    const pairs = bilingualPairs([
      content.characters,
      content.quizTopics,
      content.narratives,
      content.site,
    ]);
    expect(pairs.length).toBeGreaterThan(200);
    for (const [path, id, en] of pairs) {
      if (Array.isArray(id)) {
        // Lists (answer options) come in both languages with as many items.
        expect(Array.isArray(en) && en.length, path).toBe(id.length);
        continue;
      }
      expect(typeof id === 'string' && id.trim().length > 0, path).toBe(true);
      expect(typeof en === 'string' && en.trim().length > 0, `${path} (en)`).toBe(true);
    }
  });

  it('explains every marked Sundanese phrase in the glossary, in both languages', () => {
    const known = new Map(content.glossary.map((g) => [phraseKey(g.phrase), g]));
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const phrases = texts([content.characters, content.narratives, content.site]).flatMap(
      markedPhrases,
    );
    expect(phrases.length).toBeGreaterThan(20);
    for (const phrase of phrases) expect(known.has(phraseKey(phrase)), phrase).toBe(true);
    expect(content.glossary.length).toBeGreaterThanOrEqual(40);
    for (const entry of content.glossary) expect(entry.id).not.toBe(entry.en);
  });

  it('lists learning materials in both languages, with videos that play in the game', () => {
    for (const material of content.learningMaterials) {
      expect(material.title_en.trim(), material._id).not.toBe('');
      expect(Boolean(material.description), material._id).toBe(Boolean(material.description_en));
    }
    const videos = content.learningMaterials.filter((material) => material.type === 'video');
    for (const video of videos) {
      expect(isFullVideoLink(video.videoUrl ?? video.url), video._id).toBe(true);
    }
    // A round's video is found by its number: one per round, on odd days (before the discussion).
    const rounds = videos.flatMap((video) => (video.round ? [video.round] : []));
    expect(new Set(rounds).size).toBe(rounds.length);
    for (const round of rounds) expect(round % 2).toBe(1);
  });

  it('has a narrative for every moment of the game', () => {
    expect(content.narratives.map((n) => n._id).sort()).toEqual([...NARRATIVE_MOMENTS].sort());
  });
});

describe('quiz bank', () => {
  const all = content.quizTopics.flatMap((t) => [...t.questions, ...t.closing_questions]);

  it('covers six topics with at least five opening questions and one closing question each', () => {
    expect(content.quizTopics.map((t) => t.topic_id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const topic of content.quizTopics) {
      expect(topic.questions.length).toBeGreaterThanOrEqual(5);
      expect(topic.closing_questions).toHaveLength(1);
      const opening = new Set(topic.questions.map((q) => q.question_id));
      expect(opening.has(topic.closing_questions[0]?.question_id ?? '')).toBe(false);
    }
  });

  it('mixes every question type', () => {
    const types = new Set(all.map((q) => q.type));
    expect([...types].sort()).toEqual(['essay', 'multiple_choice', 'short_answer', 'true_false']);
  });

  const optionKeys = (q: Question) => q.options_id.map((o) => o.key);

  it.each(all.map((q) => [q.id, q] as const))('%s has exactly one right answer', (_, q) => {
    if (q.type === 'multiple_choice') {
      expect(optionKeys(q).every((k) => (CHOICE_KEYS as readonly string[]).includes(k))).toBe(true);
      expect(q.options_en.map((o) => o.key)).toEqual(optionKeys(q));
      expect(optionKeys(q).filter((k) => k === q.answer_id)).toHaveLength(1);
      expect(q.answer_en).toBe(q.answer_id);
    } else if (q.type === 'true_false') {
      expect(optionKeys(q)).toEqual(['true', 'false']);
      expect(['true', 'false']).toContain(q.answer_id);
      expect(q.answer_en).toBe(q.answer_id);
    } else if (q.type === 'short_answer') {
      expect(q.options_id).toEqual([]);
      for (const answer of [q.answer_id, q.answer_en, ...q.also_accepted]) {
        expect(answer).toMatch(/^\p{L}+( \p{L}+){0,2}$/u);
      }
    } else {
      expect(q.options_id).toEqual([]);
    }
  });
});

describe('pictures and sound', () => {
  it('has every picture the characters refer to, with zones inside their card', () => {
    for (const character of content.characters) {
      for (const url of [character.cardImage, character.image]) {
        expect(existsSync(pathOnDisk(url)), url).toBe(true);
      }
      for (const zone of character.zones) {
        for (const [x, y] of zone.points) {
          expect(x, `${character._id}.${zone.key}`).toBeGreaterThanOrEqual(0);
          expect(x, `${character._id}.${zone.key}`).toBeLessThanOrEqual(600);
          expect(y, `${character._id}.${zone.key}`).toBeGreaterThanOrEqual(0);
          expect(y, `${character._id}.${zone.key}`).toBeLessThanOrEqual(900);
        }
        if (zone.image) expect(existsSync(pathOnDisk(zone.image)), zone.image).toBe(true);
      }
    }
  });

  it('keeps every picture under 200 KB, with a title and a viewBox', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const svgs = files(imagesDir).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThanOrEqual(40);
    for (const file of svgs) {
      expect(statSync(file).size, file).toBeLessThan(200 * 1024);
      const text = readFileSync(file, 'utf8');
      expect(text, file).toMatch(/viewBox=/);
      expect(text, file).toMatch(/<title>/);
      expect(text, file).not.toMatch(/<image|href="http/);
    }
  });

  it('keeps the narrative music under 500 KB', () => {
    const audio = readdirSync(join(contentDir, 'audio')).filter((f) => /\.(ogg|mp3)$/.test(f));
    expect(audio.length).toBeGreaterThan(0);
    for (const file of audio)
      expect(statSync(join(contentDir, 'audio', file)).size).toBeLessThan(500 * 1024);
  });
});
