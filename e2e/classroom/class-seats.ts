/** One student of the class: when they arrive, on what, and with which card. */
export type Seat = { index: number; kind: 'phone' | 'bot'; card: string; arriveAtMs: number };

const CITIZENS = ['asep_eco_citizen', 'ibu_eneng_eco_citizen'];
const VILLAINS = ['mang_karwa_waste_villain', 'yana_waste_villain'];
const GUARDIANS = ['kang_raka_green_guardian', 'teh_rani_green_guardian'];

/**
 * The class in arrival order, spread evenly over the arrival window. The phones hold citizen
 * cards; among the bots are `villains` villains, three guardians and three waste managers, spread
 * through the class, and citizens for the rest.
 */
export function classSeats(
  students: number,
  phones: number,
  villains: number,
  windowMs: number,
): Seat[] {
  const phoneSlots = new Set(
    Array.from({ length: phones }, (_, j) => Math.floor(((j + 0.5) * students) / phones)),
  );
  const bots = students - phoneSlots.size;
  const special = [
    ...Array.from({ length: villains }, (_, j) => VILLAINS[j % 2] ?? ''),
    ...GUARDIANS,
    GUARDIANS[0] ?? '',
    'waste_manager',
    'waste_manager',
    'waste_manager',
  ].slice(0, bots);
  const gap = Math.max(1, Math.floor(bots / Math.max(1, special.length)));
  const botCards = Array.from({ length: bots }, (_, k) =>
    k % gap === 1 && special[Math.floor(k / gap)] !== undefined
      ? (special[Math.floor(k / gap)] ?? '')
      : (CITIZENS[k % 2] ?? ''),
  );
  let nextBot = 0;
  let nextPhone = 0;
  return Array.from({ length: students }, (_, index) => {
    const arriveAtMs = students > 1 ? Math.round((index * windowMs) / (students - 1)) : 0;
    if (phoneSlots.has(index)) {
      const card = CITIZENS[nextPhone++ % 2] ?? '';
      return { index, kind: 'phone', card, arriveAtMs };
    }
    return { index, kind: 'bot', card: botCards[nextBot++] ?? '', arriveAtMs };
  });
}
