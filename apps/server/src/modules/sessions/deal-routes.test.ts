import { API, pathTo } from '@ecoscha/contracts';
import { roleTypeOf, type RoleId } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { apiCaller } from '../../testing/api-call';

type View = {
  players: Array<{ userId: string; roleId?: RoleId }>;
  viewer: { userId: string; roleId?: RoleId | null };
};

const t = useTestApp(BOT_LIMITS);

const call = apiCaller(() => t.app);
const dealPath = (id: string) => pathTo(API.sessions.dealRoles, { id });

/** A guide and eight students who all signed up with Asep's card. */
async function openRoom() {
  const guide = await createAccount(t.app, 'sustainability_guide');
  const created = await call(guide, 'POST', API.sessions.create, { moderatorId: guide.userId });
  const id = String(created.body._id);
  const students: Account[] = [];
  for (let i = 0; i < 8; i += 1) {
    const student = await createAccount(t.app, 'asep_eco_citizen');
    const joined = await call(student, 'POST', pathTo(API.sessions.join, { id }), {
      userId: student.userId,
    });
    expect(joined.status).toBe(200);
    students.push(student);
  }
  return { guide, students, id };
}

describe('POST /api/game-sessions/:id/deal-roles', () => {
  it('deals the recommended mix over the seats; each phone sees its own role, accounts keep theirs', async () => {
    const { guide, students, id } = await openRoom();
    const dealt = await call(guide, 'POST', dealPath(id));
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    const roles = (dealt.body as unknown as View).players.map((p) => p.roleId as RoleId);
    const villains = roles.filter((r) => roleTypeOf(r) === 'waste_villain').length;
    expect(roles).toHaveLength(8);
    expect(villains).toBe(2);
    expect(roles.filter((r) => roleTypeOf(r) === 'eco_citizen')).toHaveLength(4);

    for (const [i, student] of students.entries()) {
      const view = (await call(student, 'GET', pathTo(API.sessions.one, { id }))).body as View;
      expect(view.viewer.roleId).toBe(roles[i]);
      const others = view.players.filter((p) => p.userId !== student.userId);
      // Nobody learns another seat's role from the deal (a villain only their fellow villains).
      const seen = others.filter((p) => p.roleId !== undefined).map((p) => p.roleId as RoleId);
      const mine = roles[i] as RoleId;
      expect(
        seen.every(
          (r) => roleTypeOf(mine) === 'waste_villain' && roleTypeOf(r) === 'waste_villain',
        ),
      ).toBe(true);
      // The account's own character is untouched: the role belongs to the seat.
      const profile = await call(student, 'GET', API.auth.profile);
      expect((profile.body.user as { roleId: string }).roleId).toBe('eco_citizen_1');
    }
    const stored = await t.app.sessions.load(id);
    expect(stored.controlLog?.at(-1)).toMatchObject({ control: 'dealRoles', phase: 'initial' });
  });

  it('is refused for a student, another guide and a visitor, and outside the lobby', async () => {
    const { guide, students, id } = await openRoom();
    const before = await t.app.sessions.load(id);
    const otherGuide = await createAccount(t.app, 'sustainability_guide');
    const student = await call(students[0], 'POST', dealPath(id));
    expect([student.status, student.body.code]).toEqual([403, 'NOT_MODERATOR']);
    const other = await call(otherGuide, 'POST', dealPath(id));
    expect(other.body.code).toMatch(/^(NOT_MODERATOR|NOT_IN_SESSION)$/);
    expect((await call(undefined, 'POST', dealPath(id))).status).toBe(401);
    expect(await t.app.sessions.load(id)).toEqual(before);

    await call(guide, 'PUT', pathTo(API.sessions.phase, { id }), { phase: 'narrative_1' });
    const late = await call(guide, 'POST', dealPath(id));
    expect(late.body.code).toBe('WRONG_PHASE');
    expect(late.status).toBeGreaterThanOrEqual(400);
  });
});
