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

  it('refuses a view it does not have, with a validation error', async () => {
    const response = await t.app.inject({ url: '/api/characters?view=secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
