import { NARRATIVE_MOMENTS, type Narrative } from '@ecoscha/contracts';

/** Every narrative moment, titled after it, each with one Sundanese phrase. */
export function makeNarratives(): Narrative[] {
  return NARRATIVE_MOMENTS.map((moment) => ({
    _id: moment,
    kapanDibaca: `Saat ${moment}`,
    kapanDibaca_en: `When: ${moment}`,
    judul: `Judul ${moment}`,
    judul_en: `Title ${moment}`,
    isiBacaan: `[[Sampurasun]], warga! Kisah ${moment}.\n\nParagraf kedua.`,
    isiBacaan_en: `[[Sampurasun]], villagers! The story of ${moment}.\n\nSecond paragraph.`,
  }));
}

export const NARRATIVES_ROUTE = { 'GET /api/game-narratives': { body: makeNarratives() } };
