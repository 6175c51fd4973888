import { describe, expect, it } from 'vitest';
import type { Character } from '@ecoscha/contracts';
import { useTestApp } from '../../testing/test-app';

describe('GET /api/characters', () => {
  const t = useTestApp();
  const list = async (query = '') => {
    const response = await t.app.inject({ url: `/api/characters${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<Partial<Character>[]>();
  };

  it('lists every character whole by default, and as a summary without abilities and zones', async () => {
    const whole = await list();
    const summary = await list('?view=summary');
    expect(whole.length).toBe(8);
    expect(whole.every((c) => c.abilities?.length && c.zones)).toBe(true);
    expect(summary).toEqual(whole.map(({ abilities, zones, ...rest }) => rest));
    expect(JSON.stringify(summary).length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it('sends a summary in one language when asked: the other language left out', async () => {
    const both = await list('?view=summary');
    const indonesian = await list('?view=summary&lng=id');
    const english = await list('?view=summary&lng=en');
    expect(indonesian).toEqual(
      both.map(({ name_en, roleType_en, descriptionEng, ...rest }) => rest),
    );
    expect(english).toEqual(both.map(({ name, roleType, description, ...rest }) => rest));
    expect(english[0]).toMatchObject({ name_en: 'Asep', roleType_en: 'Eco Citizen' });
  });

  it('refuses a view or a language it does not have, with a validation error', async () => {
    for (const query of ['?view=secret', '?view=summary&lng=su']) {
      const response = await t.app.inject({ url: `/api/characters${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
