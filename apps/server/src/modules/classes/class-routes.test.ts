import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROSTER_MAX, type ClassDetail, type LearningReportResponse } from '@ecoscha/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { classStudents, oneTimeCodes, users } from '../../db/schema';
import { englishApiCaller, type Method } from '../../testing/api-call';
import { classWithStudents, playClassGame, type RosteredStudent } from '../../testing/class-games';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { hashSecretCode } from '../../lib/secret-codes';
import { findStudentByBadgeHash } from './class-lookups';

const t = useTestApp(BOT_LIMITS);
const call = englishApiCaller(() => t.app);

let guide: Account;
let otherGuide: Account;
let player: Account;
let classId: string;
let students: RosteredStudent[];

beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  otherGuide = await createAccount(t.app, 'sustainability_guide');
  player = await createAccount(t.app, 'asep_eco_citizen');
  ({ classId, students } = await classWithStudents(t.app, guide, ['Budi', 'Sari', 'Ujang']));
});

const detail = async (id = classId) => {
  const answer = await call(guide, 'GET', `/api/classes/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as ClassDetail;
};
const rosterRows = (id: string) =>
  t.app.db.select().from(classStudents).where(eq(classStudents.classId, id));

describe('the class calls', () => {
  /** Every call: method, path (class and student ids filled in) and a valid body. */
  const calls = (id: string, studentId: string): [Method, string, object?][] => [
    ['GET', `/api/classes/${id}`],
    ['PUT', `/api/classes/${id}`, { name: 'Kelas baru' }],
    ['DELETE', `/api/classes/${id}`],
    ['POST', `/api/classes/${id}/students`, { names: ['Dewi'] }],
    ['DELETE', `/api/classes/${id}/students/${studentId}`],
    ['GET', `/api/classes/${id}/students/${studentId}/data`],
    ['POST', `/api/classes/${id}/students/${studentId}/badge`],
    ['GET', `/api/classes/${id}/students/${studentId}/badge`],
    ['POST', `/api/classes/${id}/students/${studentId}/password-reset`],
    ['GET', `/api/classes/${id}/badges`],
    ['POST', `/api/classes/${id}/badges`],
    ['POST', `/api/classes/${id}/end`],
    ['GET', `/api/classes/${id}/progress`],
    ['GET', `/api/classes/${id}/progress.csv`],
    ['GET', `/api/classes/${id}/progress.xlsx`],
  ];

  it("refuses another guide's class (403), a player (403) and a visitor (401), changing nothing", async () => {
    const before = await detail();
    const studentId = students[0]?.studentId ?? '';
    for (const [method, url, body] of calls(classId, studentId)) {
      const other = await call(otherGuide, method, url, body);
      expect([other.status, other.body.code], `${method} ${url}`).toEqual([403, 'CLASS_NOT_YOURS']);
      for (const who of [player, students[1]]) {
        const refused = await call(who, method, url, body);
        expect([refused.status, refused.body.code], `${method} ${url}`).toEqual([
          403,
          'GUIDE_ROLE_REQUIRED',
        ]);
      }
      const visitor = await call(undefined, method, url, body);
      expect([visitor.status, visitor.body.code], `${method} ${url}`).toEqual([
        401,
        'UNAUTHENTICATED',
      ]);
    }
    for (const [method, url, body] of [
      ['GET', '/api/classes'],
      ['POST', '/api/classes', { name: 'X' }],
    ] as [Method, string, object?][]) {
      expect((await call(player, method, url, body)).status).toBe(403);
      expect((await call(undefined, method, url, body)).status).toBe(401);
    }
    expect(await detail()).toEqual(before);
  });

  it('knows no unknown class (CLASS_NOT_FOUND) and no unknown student (STUDENT_NOT_FOUND)', async () => {
    for (const [method, url, body] of calls(randomUUID(), randomUUID())) {
      const answer = await call(guide, method, url, body);
      expect([answer.status, answer.body.code], `${method} ${url}`).toEqual([
        404,
        'CLASS_NOT_FOUND',
      ]);
    }
    const perStudent = calls(classId, randomUUID()).filter(([, url]) => url.includes('/students/'));
    expect(perStudent).toHaveLength(5);
    for (const [method, url, body] of perStudent) {
      const answer = await call(guide, method, url, body);
      expect([answer.status, answer.body.code], `${method} ${url}`).toEqual([
        404,
        'STUDENT_NOT_FOUND',
      ]);
    }
  });

  it.each([
    ['an empty class name', 'POST', '/api/classes', { name: ' ' }],
    ['a class name too long', 'POST', '/api/classes', { name: 'x'.repeat(61) }],
    ['a rename without a name', 'PUT', 'CLASS', { schoolYear: '2027' }],
    ['no names', 'POST', 'CLASS/students', { names: [] }],
    ['a name starting with #', 'POST', 'CLASS/students', { names: ['#4'] }],
    [
      'too many names',
      'POST',
      'CLASS/students',
      { names: Array.from({ length: 61 }, (_, i) => `N${i}`) },
    ],
    ['names not a list', 'POST', 'CLASS/students', { names: 'Budi' }],
  ] as [string, Method, string, object][])(
    'refuses %s (400) and changes nothing',
    async (_, method, path, body) => {
      const before = await detail();
      const listBefore = (await call(guide, 'GET', '/api/classes')).body;
      const url = path.replace('CLASS', `/api/classes/${classId}`);
      const answer = await call(guide, method, url, body);
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await detail()).toEqual(before);
      expect((await call(guide, 'GET', '/api/classes')).body).toEqual(listBefore);
    },
  );

  it('refuses a malformed id (400)', async () => {
    const answer = await call(guide, 'GET', '/api/classes/not-a-uuid');
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('classes and rosters', () => {
  it("creates, lists the guide's own newest first, reads and renames a class", async () => {
    const made = await call(guide, 'POST', '/api/classes', {
      name: ' Kelas 8B ',
      schoolYear: '2026',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Kelas 8B',
      schoolYear: '2026',
      studentCount: 0,
      gameCount: 0,
      openRoom: null,
      endedAt: null,
      students: [],
    });
    const list = (await call(guide, 'GET', '/api/classes')).body.classes as Array<{ id: string }>;
    expect(list.map((c) => c.id).slice(0, 2)).toEqual([made.body.id, classId]);
    expect((await call(otherGuide, 'GET', '/api/classes')).body.classes).toEqual([]);
    const renamed = await call(guide, 'PUT', `/api/classes/${String(made.body.id)}`, {
      name: 'Kelas 8C',
    });
    expect(renamed.body).toMatchObject({ name: 'Kelas 8C', schoolYear: null });
  });

  it("never gives a deleted student's number again", async () => {
    const made = await call(guide, 'POST', '/api/classes', { name: 'Kelas 9A' });
    const id = String(made.body.id);
    const added = await call(guide, 'POST', `/api/classes/${id}/students`, {
      names: ['Asep', 'Euis'],
    });
    const [, last] = added.body.students as Array<{ id: string }>;
    await call(guide, 'DELETE', `/api/classes/${id}/students/${last?.id}`);
    const next = await call(guide, 'POST', `/api/classes/${id}/students`, { names: ['Iis'] });
    expect(next.body.students).toMatchObject([{ number: 3, name: 'Iis' }]);
  });

  it('lists students in roster order with badges issued, never a code or a hash', async () => {
    const read = await call(guide, 'GET', `/api/classes/${classId}`);
    const body = read.body as unknown as ClassDetail;
    expect(body.students.map((s) => [s.number, s.name])).toEqual([
      [1, 'Budi'],
      [2, 'Sari'],
      [3, 'Ujang'],
    ]);
    expect(body.students.every((s) => s.badgeIssuedAt !== null && s.linkedAccount === null)).toBe(
      true,
    );
    const [row] = await rosterRows(classId);
    const text = JSON.stringify(read.body);
    expect(text).not.toContain(row?.badgeHash);
    expect(text).not.toContain(row?.badgeSealed);
    expect(text).not.toMatch(/badge(Hash|Sealed)|code/i);
    const badge = await call(guide, 'GET', `/api/classes/${classId}/students/${row?.id}/badge`);
    expect(text).not.toContain(String(badge.body.code));
  });

  it('creates badge accounts without e-mail or password, in the default character', async () => {
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, students[0]?.userId ?? ''));
    expect(row).toMatchObject({
      username: 'Budi',
      email: null,
      passwordHash: null,
      roleId: 'eco_citizen_1',
      characterKey: 'asep_eco_citizen',
    });
  });

  it.each([
    ['twice in one paste', ['Dewi', 'dewi']],
    ['already on the roster', ['Dewi', 'BUDI']],
  ])('refuses a name %s (409 STUDENT_NAME_TAKEN) and adds nobody', async (_, names) => {
    const before = await detail();
    const answer = await call(guide, 'POST', `/api/classes/${classId}/students`, { names });
    expect([answer.status, answer.body.code]).toEqual([409, 'STUDENT_NAME_TAKEN']);
    expect(await detail()).toEqual(before);
  });

  it(`refuses more than ${ROSTER_MAX} students (409 ROSTER_FULL), adding nobody`, async () => {
    const { classId: big } = await classWithStudents(t.app, guide, ['Satu', 'Dua'], 'Kelas besar');
    const names = Array.from({ length: ROSTER_MAX - 1 }, (_, i) => `Siswa ${i + 1}`);
    const answer = await call(guide, 'POST', `/api/classes/${big}/students`, { names });
    expect([answer.status, answer.body.code]).toEqual([409, 'ROSTER_FULL']);
    expect(await rosterRows(big)).toHaveLength(2);
    const fits = await call(guide, 'POST', `/api/classes/${big}/students`, {
      names: names.slice(1),
    });
    expect(fits.status).toBe(201);
    expect((fits.body.students as Array<{ number: number }>).at(-1)?.number).toBe(ROSTER_MAX);
  });
});

describe('badges', () => {
  it('a new badge stops the old one at once; reading it again gives the same code', async () => {
    const student = students[2];
    const url = `/api/classes/${classId}/students/${student?.studentId}/badge`;
    const first = await call(guide, 'GET', url);
    expect(first.status).toBe(200);
    expect(first.body.loginUrl).toBe(`http://localhost:80/badge#${String(first.body.code)}`);
    expect(
      (await findStudentByBadgeHash(t.app.db, hashSecretCode(String(first.body.code))))?.student.id,
    ).toBe(student?.studentId);
    const renewed = await call(guide, 'POST', url);
    expect(renewed.status).toBe(201);
    expect(renewed.body.code).not.toBe(first.body.code);
    expect(
      await findStudentByBadgeHash(t.app.db, hashSecretCode(String(first.body.code))),
    ).toBeUndefined();
    expect(
      (await findStudentByBadgeHash(t.app.db, hashSecretCode(String(renewed.body.code))))?.student
        .id,
    ).toBe(student?.studentId);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${guide.token}`, host: 'sekolah.example:8080' },
    });
    expect(again.json()).toEqual({
      code: renewed.body.code,
      loginUrl: `http://sekolah.example:8080/badge#${String(renewed.body.code)}`,
    });
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('prints and renews the whole class sheet', async () => {
    const sheet = await call(guide, 'GET', `/api/classes/${classId}/badges`);
    const badges = sheet.body.badges as Array<{ studentId: string; number: number; code: string }>;
    expect(badges.map((b) => b.number)).toEqual([1, 2, 3]);
    const renewed = await call(guide, 'POST', `/api/classes/${classId}/badges`);
    expect(renewed.status).toBe(201);
    const fresh = renewed.body.badges as Array<{ code: string }>;
    for (const [index, badge] of badges.entries()) {
      expect(fresh[index]?.code).not.toBe(badge.code);
      expect(await findStudentByBadgeHash(t.app.db, hashSecretCode(badge.code))).toBeUndefined();
    }
  });

  it('says BADGE_UNREADABLE when the sealed copy no longer opens', async () => {
    const {
      classId: id,
      students: [one],
    } = await classWithStudents(t.app, guide, ['Rina'], 'Kelas kunci');
    await t.app.db
      .update(classStudents)
      .set({ badgeSealed: 'x.y.z' })
      .where(eq(classStudents.id, one?.studentId ?? ''));
    const answer = await call(guide, 'GET', `/api/classes/${id}/students/${one?.studentId}/badge`);
    expect([answer.status, answer.body.code]).toEqual([409, 'BADGE_UNREADABLE']);
    expect(JSON.stringify(answer.body)).not.toContain('x.y.z');
  });

  it('ending a class voids every badge and refuses new students, badges and rooms', async () => {
    const {
      classId: id,
      students: [one],
    } = await classWithStudents(t.app, guide, ['Asep', 'Neng'], 'Kelas lulus');
    const code = String(
      (await call(guide, 'GET', `/api/classes/${id}/students/${one?.studentId}/badge`)).body.code,
    );
    const ended = await call(guide, 'POST', `/api/classes/${id}/end`);
    expect(ended.status).toBe(200);
    const body = ended.body as unknown as ClassDetail;
    expect(body.endedAt).not.toBeNull();
    expect(body.students.every((s) => s.badgeIssuedAt === null)).toBe(true);
    expect(await findStudentByBadgeHash(t.app.db, hashSecretCode(code))).toBeUndefined();
    expect(
      (await rosterRows(id)).every((r) => r.badgeHash === null && r.badgeSealed === null),
    ).toBe(true);
    for (const [method, url, payload] of [
      ['POST', `/api/classes/${id}/students`, { names: ['Baru'] }],
      ['POST', `/api/classes/${id}/badges`],
      ['POST', `/api/classes/${id}/students/${one?.studentId}/badge`],
      ['GET', `/api/classes/${id}/students/${one?.studentId}/badge`],
      ['POST', '/api/game-sessions', { moderatorId: guide.userId, classId: id }],
    ] as [Method, string, object?][]) {
      const answer = await call(guide, method, url, payload);
      expect([answer.status, answer.body.code], url).toEqual([409, 'CLASS_ENDED']);
    }
  });
});

describe('rooms of a class', () => {
  it("opens a room only for the guide's own class, and the class shows it", async () => {
    const { classId: id } = await classWithStudents(t.app, guide, ['Tono'], 'Kelas ruang');
    const theirs = await call(otherGuide, 'POST', '/api/game-sessions', {
      moderatorId: otherGuide.userId,
      classId: id,
    });
    expect([theirs.status, theirs.body.code]).toEqual([403, 'CLASS_NOT_YOURS']);
    const unknown = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      classId: randomUUID(),
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CLASS_NOT_FOUND']);
    const opened = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      classId: id,
    });
    expect(opened.status).toBe(201);
    expect(await detail(id)).toMatchObject({
      gameCount: 1,
      openRoom: { sessionId: opened.body._id, roomCode: opened.body.roomCode },
    });
  });
});

describe('a password reset for a linked account', () => {
  it('needs a linked account, and keeps only the newest unused code', async () => {
    const {
      classId: id,
      students: [one],
    } = await classWithStudents(t.app, guide, ['Lina'], 'Kelas reset');
    const url = `/api/classes/${id}/students/${one?.studentId}/password-reset`;
    const none = await call(guide, 'POST', url);
    expect([none.status, none.body.code]).toEqual([409, 'NO_LINKED_ACCOUNT']);
    const linked = await createAccount(t.app, 'asep_eco_citizen');
    await t.app.db
      .update(classStudents)
      .set({ linkedUserId: linked.userId })
      .where(eq(classStudents.id, one?.studentId ?? ''));
    const first = await call(guide, 'POST', url);
    const second = await call(guide, 'POST', url);
    expect(second.status).toBe(201);
    const expiresIn = Date.parse(String(second.body.expiresAt)) - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * 3600_000);
    const rows = await t.app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, linked.userId));
    expect(rows.map((r) => [r.codeHash, r.purpose, r.createdBy])).toEqual([
      [hashSecretCode(String(second.body.code)), 'password_reset', guide.userId],
    ]);
    expect(rows[0]?.codeHash).not.toBe(hashSecretCode(String(first.body.code)));
    expect((await detail(id)).students[0]?.linkedAccount).toEqual({ username: linked.username });
  });
});

describe('deleting a student', () => {
  it('anonymises them in a finished game, keeps the answers, removes the badge account and its tokens', async () => {
    const { classId: id, students: roster } = await classWithStudents(
      t.app,
      guide,
      ['Dadan', 'Euis'],
      'Kelas hapus',
    );
    const [dadan, euis] = roster as [RosteredStudent, RosteredStudent];
    const sessionId = await playClassGame(t.app, guide, id, [dadan, euis]);
    const reportUrl = `/api/game-sessions/${sessionId}/report`;
    const before = (await call(guide, 'GET', reportUrl)).body as unknown as LearningReportResponse;
    expect(before.students.map((s) => s.username)).toEqual(['Dadan', 'Euis']);

    const gone = await call(guide, 'DELETE', `/api/classes/${id}/students/${dadan.studentId}`);
    expect(gone.status).toBe(204);
    const after = (await call(guide, 'GET', reportUrl)).body as unknown as LearningReportResponse;
    expect(after.students.map((s) => s.username)).toEqual(['#1', 'Euis']);
    expect(after.students[0]?.answers).toEqual(before.students[0]?.answers);
    expect(after.averages).toEqual(before.averages);
    expect(JSON.stringify(after)).not.toContain('Dadan');
    const csv = await t.app.inject({
      url: `${reportUrl}.csv?lng=en`,
      headers: { authorization: `Bearer ${guide.token}` },
    });
    expect(csv.body).toContain('Student 1,');
    expect(csv.body).not.toContain('Dadan');

    expect(await t.app.db.select().from(users).where(eq(users.id, dadan.userId))).toEqual([]);
    const refused = await call(dadan, 'GET', '/api/auth/profile');
    expect(refused.status).toBe(404);
    expect((await detail(id)).students.map((s) => s.name)).toEqual(['Euis']);
  });
});

describe('deleting a class', () => {
  it('deletes every student as above, unlinks (never deletes) a linked account, then the class', async () => {
    const made = await classWithStudents(t.app, guide, ['Hana', 'Iwan'], 'Kelas akhir');
    const [hana, iwan] = made.students as [RosteredStudent, RosteredStudent];
    const linked = await createAccount(t.app, 'asep_eco_citizen');
    await t.app.db
      .update(classStudents)
      .set({ linkedUserId: linked.userId })
      .where(eq(classStudents.id, iwan.studentId));
    const sessionId = await playClassGame(t.app, guide, made.classId, [hana, linked]);
    const gone = await call(guide, 'DELETE', `/api/classes/${made.classId}`);
    expect(gone.status).toBe(204);
    expect((await call(guide, 'GET', `/api/classes/${made.classId}`)).status).toBe(404);
    expect(await rosterRows(made.classId)).toEqual([]);
    for (const student of [hana, iwan]) {
      expect(await t.app.db.select().from(users).where(eq(users.id, student.userId))).toEqual([]);
    }
    expect((await call(linked, 'GET', '/api/auth/profile')).status).toBe(200);
    const report = (await call(guide, 'GET', `/api/game-sessions/${sessionId}/report`))
      .body as unknown as LearningReportResponse;
    expect(report.students.map((s) => s.username)).toEqual(['#1', '#2']);
    expect(report.averages.counted).toBe(2);
  });
});
