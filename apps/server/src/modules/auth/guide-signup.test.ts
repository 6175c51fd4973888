import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { API, formatBadgeCode } from '@ecoscha/contracts';
import { users } from '../../db/schema';
import { apiCaller } from '../../testing/api-call';
import { insertOneTimeCode } from '../../testing/class-rows';
import { insertAccount } from './guide-signup';
import {
  createAccount,
  createTestApp,
  useTestApp,
  type Account,
  type TestApp,
} from '../../testing/test-app';

const INVITE_MODE = {
  GUIDE_SIGNUP: 'invite',
  LOGIN_RATE_LIMIT: '1000',
  REGISTER_RATE_LIMIT: '1000',
};
const t = useTestApp(INVITE_MODE);
const call = apiCaller(() => t.app);

let counter = 0;
const signUpGuide = (app: TestApp['app'], invite?: string, email?: string) => {
  counter += 1;
  return app.inject({
    method: 'POST',
    url: API.auth.register,
    payload: {
      username: `pemandu${counter}`,
      email: email ?? `pemandu${counter}@example.test`,
      password: 'rahasia-123',
      character: 'sustainability_guide',
      ...(invite === undefined ? {} : { invite }),
    },
  });
};
const loginAs = async (email: string, character?: string): Promise<Account> => {
  const answer = await call(undefined, 'POST', API.auth.login, {
    email,
    password: 'rahasia-123',
    ...(character ? { character } : {}),
  });
  expect(answer.status).toBe(200);
  const user = answer.body.user as { _id: string; username: string };
  return { token: answer.body.token as string, userId: user._id, email, username: user.username };
};
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;
const isAdmin = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.isAdmin;

describe('GUIDE_SIGNUP=invite', () => {
  let admin: Account;
  let student: Account;

  beforeAll(async () => {
    const first = await signUpGuide(t.app);
    expect(first.statusCode, first.body).toBe(201);
    admin = await loginAs(first.json().user.email);
    student = await createAccount(t.app);
  });

  it('makes the first account, a guide without an invite, the administrator', async () => {
    expect(await isAdmin(admin.userId)).toBe(true);
    expect((await call(admin, 'GET', API.auth.signupMode)).body).toEqual({
      guideSignup: 'invite',
      isAdmin: true,
    });
    expect((await call(student, 'GET', API.auth.signupMode)).body).toEqual({
      guideSignup: 'invite',
      isAdmin: false,
    });
    expect((await call(undefined, 'GET', API.auth.signupMode)).body).toEqual({
      guideSignup: 'invite',
      isAdmin: false,
    });
    const stale = await call(undefined, 'GET', API.auth.signupMode, undefined, {
      authorization: 'Bearer not-a-token',
    });
    expect(stale.body).toEqual({ guideSignup: 'invite', isAdmin: false });
  });

  it('refuses a later guide without an invite, or with a wrong or expired one', async () => {
    const before = await userCount();
    const none = await signUpGuide(t.app);
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('INVITE_REQUIRED');
    const wrong = await signUpGuide(t.app, 'ABCD-EFGH');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITE_INVALID');
    const expired = await insertOneTimeCode(t.database.db, {
      purpose: 'guide_invite',
      createdBy: admin.userId,
      ttlMs: -1_000,
    });
    const late = await signUpGuide(t.app, expired);
    expect(late.json().code).toBe('INVITE_INVALID');
    expect(late.body).not.toContain(expired);
    expect(await userCount()).toBe(before);
  });

  it('lets students sign up without an invite', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: API.auth.register,
      payload: {
        username: 'siswa baru',
        email: 'siswa.baru@example.test',
        password: 'rahasia-123',
      },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().user.roleId).toBe('eco_citizen_1');
  });

  it('makes an invite for the administrator only, and it signs one guide up, once', async () => {
    expect((await call(undefined, 'POST', API.auth.guideInvites)).status).toBe(401);
    const byStudent = await call(student, 'POST', API.auth.guideInvites);
    expect(byStudent.status).toBe(403);
    expect(byStudent.body.code).toBe('ADMIN_REQUIRED');

    const made = await t.app.inject({
      method: 'POST',
      url: API.auth.guideInvites,
      headers: { authorization: `Bearer ${admin.token}`, host: 'sekolah.example:3000' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const { code, expiresAt, inviteUrl } = made.json<Record<string, string>>();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const days = (Date.parse(expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(inviteUrl).toBe(
      `http://sekolah.example:3000/signup?character=sustainability_guide#invite=${code}`,
    );

    // A taken e-mail leaves the invite unused.
    const taken = await signUpGuide(t.app, code, student.email);
    expect(taken.statusCode).toBe(409);
    const invited = await signUpGuide(t.app, formatBadgeCode(code ?? '').toLowerCase());
    expect(invited.statusCode).toBe(201);
    const guide = invited.json().user as { _id: string; roleId: string };
    expect(guide.roleId).toBe('sustainability_guide_1');
    expect(await isAdmin(guide._id)).toBe(false);

    const reused = await signUpGuide(t.app, code);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().code).toBe('INVITE_INVALID');
  });

  it("logs a student in with the guide's card, keeping the student's role", async () => {
    const again = await loginAs(student.email, 'sustainability_guide');
    const profile = await call(again, 'GET', API.auth.profile);
    expect(profile.body.user).toMatchObject({ roleId: 'eco_citizen_1' });
    // Another student's card still changes the role, as always.
    const ranger = await loginAs(student.email, 'kang_raka_green_guardian');
    expect((await call(ranger, 'GET', API.auth.profile)).body.user).toMatchObject({
      roleId: 'green_guardian_1',
    });
  });

  it("keeps the guide's role to guides when a signed-in player scans a card", async () => {
    const taking = await call(student, 'PUT', API.auth.character, {
      character: 'sustainability_guide',
    });
    expect(taking.status).toBe(403);
    expect(taking.body.code).toBe('GUIDE_CHARACTER_LOCKED');
    const leaving = await call(admin, 'PUT', API.auth.character, {
      character: 'asep_eco_citizen',
    });
    expect(leaving.status).toBe(403);
    const swapped = await call(student, 'PUT', API.auth.character, {
      character: 'asep_eco_citizen',
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.user).toMatchObject({
      roleId: 'eco_citizen_1',
      character: { key: 'asep_eco_citizen' },
    });
    const admins = await call(admin, 'GET', API.auth.profile);
    expect(admins.body.user).toMatchObject({ roleId: 'sustainability_guide_1' });
  });
});

describe('two first guides at once', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp(INVITE_MODE);
  });
  afterAll(() => fresh.close());

  it('makes only one of them the administrator; the other needs an invite', async () => {
    const answers = await Promise.all([signUpGuide(fresh.app), signUpGuide(fresh.app)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)?.json().code).toBe(
      'INVITE_REQUIRED',
    );
    const admins = await fresh.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.isAdmin, true));
    expect(admins[0]?.n).toBe(1);
  });
});

describe('the first-account check, without the hashing that spaces sign-ups out', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp(INVITE_MODE);
  });
  afterAll(() => fresh.close());

  it('gives one administrator of many guides saved at the same moment', async () => {
    const guideRow = (i: number) => ({
      username: `serentak${i}`,
      email: `serentak${i}@example.test`,
      passwordHash: 'not-checked-here',
      roleId: 'sustainability_guide_1',
      characterKey: 'sustainability_guide',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        insertAccount(fresh.database.db, 'invite', guideRow(i), undefined),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [saved] = await fresh.database.db.select({ n: count() }).from(users);
    expect(saved?.n).toBe(1);
  });
});
