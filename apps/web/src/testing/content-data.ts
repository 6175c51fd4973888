import type {
  Character,
  GlossaryEntry,
  GuideGlossaryEntry,
  GuideNarrative,
  LearningMaterial,
  Narrative,
} from '@ecoscha/contracts';
import type { RoleId } from '@ecoscha/game';

export const glossaryFixture: GlossaryEntry[] = [
  {
    phrase: 'sampurasun',
    id: 'Salam pembuka khas Sunda saat bertamu.',
    en: 'The traditional Sundanese greeting when visiting.',
  },
  { phrase: 'runtah', id: 'Sampah.', en: 'Rubbish, waste.' },
  { phrase: 'kudu nyaah ka alam', id: 'Harus sayang kepada alam.', en: 'We must love nature.' },
];

type CharacterSeed = { name: string; roleKey: Character['roleKey']; team: Character['team'] };

const SEEDS: Record<RoleId, CharacterSeed> = {
  eco_citizen_1: { name: 'Asep', roleKey: 'eco_citizen', team: 'good' },
  eco_citizen_2: { name: 'Ibu Eneng', roleKey: 'eco_citizen', team: 'good' },
  green_guardian_1: { name: 'Kang Raka', roleKey: 'green_guardian', team: 'good' },
  green_guardian_2: { name: 'Teh Rani', roleKey: 'green_guardian', team: 'good' },
  waste_villain_1: { name: 'Mang Karwa', roleKey: 'waste_villain', team: 'villain' },
  waste_villain_2: { name: 'Yana', roleKey: 'waste_villain', team: 'villain' },
  waste_manager_1: { name: 'Pak Harsa', roleKey: 'waste_manager', team: 'good' },
  sustainability_guide_1: {
    name: 'Kang Alam',
    roleKey: 'sustainability_guide',
    team: 'neutral',
  },
};

const TYPE_NAMES: Record<Character['roleKey'], { id: string; en: string }> = {
  eco_citizen: { id: 'Warga Peduli Lingkungan', en: 'Eco Citizen' },
  green_guardian: { id: 'Penjaga Hijau', en: 'Green Guardian' },
  waste_villain: { id: 'Perusak Lingkungan', en: 'Waste Villain' },
  waste_manager: { id: 'Pengelola Sampah', en: 'Waste Manager' },
  sustainability_guide: { id: 'Pemandu Keberlanjutan', en: 'Sustainability Guide' },
};

/** A character as GET /api/characters answers it; the texts are long enough to be truncated. */
export function makeCharacter(roleId: RoleId, overrides: Partial<Character> = {}): Character {
  const { name, roleKey, team } = SEEDS[roleId];
  const type = TYPE_NAMES[roleKey];
  return {
    _id: roleId,
    name,
    name_en: name,
    roleType: type.id,
    roleType_en: type.en,
    roleKey,
    team,
    description: `${name} tinggal di Dayeuhmanggung dan tidak suka melihat [[runtah]] di jalan. ${'Ia selalu menjaga kebersihan desa bersama tetangga. '.repeat(4)}`,
    descriptionEng: `${name} lives in Dayeuhmanggung and hates seeing [[runtah]] on the road. ${'They always keep the village clean with the neighbours. '.repeat(4)}`,
    cardImage: `/content/images/characters/${roleId}.svg`,
    image: `/content/images/characters/${roleId}-portrait.svg`,
    abilities: [
      {
        name: `Kemampuan ${name}`,
        name_en: `${name}'s ability`,
        description: 'Memberikan satu suara setiap siang.',
        description_en: 'Casts one vote every day.',
      },
    ],
    zones: [],
    ...overrides,
  };
}

/** Kang Raka with one clothing zone on his card: the headcloth, with a picture of its own. */
export function makeZonedCharacter(): Character {
  return makeCharacter('green_guardian_1', {
    zones: [
      {
        key: 'iket',
        points: [
          [200, 40],
          [400, 40],
          [400, 160],
          [200, 160],
        ],
        title: 'Iket Barangbang Semplak',
        title_en: 'Barangbang Semplak headcloth',
        description: 'Ikat kepala khas Sunda.',
        description_en: 'A Sundanese headcloth folded like a broken palm frond.',
        image: '/content/images/zones/iket.svg',
      },
    ],
  });
}

export function makeCharacters(): Character[] {
  return (Object.keys(SEEDS) as RoleId[]).map((roleId) => makeCharacter(roleId));
}

/** mockApi answers for the characters (list and each one) and the glossary. */
export function contentRoutes(characters: Character[] = makeCharacters()) {
  return {
    'GET /api/characters': { body: characters },
    'GET /api/glossary': { body: glossaryFixture },
    ...Object.fromEntries(
      characters.map((character) => [`GET /api/characters/${character._id}`, { body: character }]),
    ),
  };
}

/** A round's news video, as GET /api/learning-materials/round/:n answers it. */
export const videoMaterial: LearningMaterial = {
  _id: 'm1',
  type: 'video',
  title: 'Sungai Citarum',
  title_en: 'The Citarum river',
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  source_credit: { platform: 'YouTube' },
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** When a guide's own content was written, in the fixtures below. */
const EDITED_AT = '2026-11-25T08:00:00.000Z';

/** The game's narrative read at `moment`, its texts named after `title`. */
export function makeNarrative(moment: Narrative['_id'], title: string = moment): Narrative {
  return {
    _id: moment,
    kapanDibaca: `Saat ${title}`,
    kapanDibaca_en: `At ${title}`,
    judul: `Judul ${title}`,
    judul_en: `Title ${title}`,
    isiBacaan: `Teks ${title}.`,
    isiBacaan_en: `Text ${title}.`,
  };
}

/** A guide's own version of a narrative, as GET /api/my-narratives lists it. */
export function guideNarrative(narrative: Narrative, hidden = false): GuideNarrative {
  return { moment: narrative._id, hidden, createdAt: EDITED_AT, updatedAt: EDITED_AT, narrative };
}

/** A guide's own phrase, as GET /api/my-glossary lists it. */
export function guidePhrase(id: string, entry: GlossaryEntry, hidden = false): GuideGlossaryEntry {
  return { id, hidden, createdAt: EDITED_AT, updatedAt: EDITED_AT, entry };
}
