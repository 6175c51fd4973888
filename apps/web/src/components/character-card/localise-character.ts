import type { Character, CharacterSummaryReading, Language } from '@ecoscha/contracts';
import { stripMarks } from '@/components/sundanese/parse-marked-text';
import { contentUrl } from '@/lib/content-url';

export type LocalisedZone = {
  key: string;
  points: [number, number][];
  title: string;
  description: string;
  image?: string;
};

export type LocalisedSummary = {
  id: Character['_id'];
  name: string;
  roleType: string;
  team: Character['team'];
  description: string;
  cardImage: string;
  image: string;
};

export type LocalisedCharacter = LocalisedSummary & {
  abilities: { name: string; description: string }[];
  zones: LocalisedZone[];
};

/**
 * A character's texts in one language (the content keeps both side by side; a summary asked for
 * in one language has only those), with its pictures' addresses resolved against the API.
 */
export function localiseSummary(
  character: CharacterSummaryReading,
  language: Language,
): LocalisedSummary {
  const en = language === 'en';
  return {
    id: character._id,
    name: (en ? character.name_en : character.name) ?? '',
    roleType: (en ? character.roleType_en : character.roleType) ?? '',
    team: character.team,
    description: (en ? character.descriptionEng : character.description) ?? '',
    cardImage: contentUrl(character.cardImage),
    image: contentUrl(character.image),
  };
}

/** A whole character in one language: its summary, its abilities and its card's zones. */
export function localiseCharacter(character: Character, language: Language): LocalisedCharacter {
  const en = language === 'en';
  return {
    ...localiseSummary(character, language),
    abilities: character.abilities.map((ability) => ({
      name: en ? ability.name_en : ability.name,
      description: en ? ability.description_en : ability.description,
    })),
    // A tooltip is plain text: phrase marks are dropped there.
    zones: (character.zones ?? []).map((zone) => ({
      key: zone.key,
      points: zone.points,
      title: stripMarks(en ? zone.title_en : zone.title),
      description: stripMarks(en ? zone.description_en : zone.description),
      image: contentUrl(zone.image),
    })),
  };
}
