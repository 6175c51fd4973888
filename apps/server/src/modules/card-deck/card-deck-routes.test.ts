import { API } from '@ecoscha/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, useTestApp, listen } from '../../testing/test-app';

const t = useTestApp();

const get = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: API.cardDeckAddresses,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/card-deck/addresses', () => {
  it('answers a guide; a server on loopback has no network address to print', async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    const before = await get(guide.token);
    expect([before.statusCode, before.json()]).toEqual([200, { network: [] }]);
    await listen(t);
    const listening = await get(guide.token);
    expect([listening.statusCode, listening.json()]).toEqual([200, { network: [] }]);
  });

  it('is refused for a student and for a visitor', async () => {
    const student = await createAccount(t.app, 'asep_eco_citizen');
    const refused = await get(student.token);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      403,
      'GUIDE_ROLE_REQUIRED',
    ]);
    expect((await get()).statusCode).toBe(401);
  });
});
