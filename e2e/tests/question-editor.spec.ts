import { readFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';
import type { RoleId } from '@ecoscha/game';
import { parseCsv } from '../../apps/server/src/modules/reports/csv-testing';
import { BotClient } from '../../apps/server/src/testing/bot-client';
import {
  playWholeGame,
  quizTopicsOf,
  signInBots,
  type BotGame,
} from '../../apps/server/src/testing/bot-game';
import { expect, screenshot, signInAsBot, signUp } from './helpers';
import { closeContexts, createRoom, newPage } from './room';

/**
 * A guide writes a question of their own in both languages, opens a room with their own
 * questions, and a student meets it in the opening quiz (topic 4, the clean-water crisis).
 * Three more students are bots on the real API; the guide's phase moves go through the API.
 */

const QUESTION = {
  stimulusId: 'Air Sungai Cimanuk di dekat sekolah berubah cokelat setelah hujan deras.',
  stimulusEn: 'The Cimanuk River near the school turns brown after heavy rain.',
  questionId: 'Apa yang paling tepat dilakukan sebelum air sumur sekolah diminum?',
  questionEn: 'What is the right thing to do before drinking the school well water?',
  options: [
    ['Direbus sampai mendidih', 'Boil it'],
    ['Diberi gula', 'Add sugar'],
  ],
  reasonId: 'Merebus air membunuh kuman penyebab diare.',
  reasonEn: 'Boiling water kills the germs that cause diarrhoea.',
};

async function writeQuestion(page: Page) {
  await page.goto('/my-questions');
  await page.getByRole('button', { name: 'Tulis soal baru' }).click();
  await page.getByLabel('Topik').selectOption({ label: 'Krisis air bersih' });
  await page.getByLabel('Cerita atau situasi (Bahasa Indonesia)').fill(QUESTION.stimulusId);
  await page.getByLabel('Cerita atau situasi (Bahasa Inggris)').fill(QUESTION.stimulusEn);
  await page.getByLabel('Pertanyaan (Bahasa Indonesia)').fill(QUESTION.questionId);
  await page.getByLabel('Pertanyaan (Bahasa Inggris)').fill(QUESTION.questionEn);
  for (const [index, [id, en]] of QUESTION.options.entries()) {
    const key = 'ABCD'[index];
    await page.getByLabel(`Pilihan ${key} (Bahasa Indonesia)`).fill(id ?? '');
    await page.getByLabel(`Pilihan ${key} (Bahasa Inggris)`).fill(en ?? '');
  }
  // Two options are enough: C and D go.
  await page.getByRole('button', { name: 'Hapus pilihan terakhir' }).click();
  await page.getByRole('button', { name: 'Hapus pilihan terakhir' }).click();
  await page.getByRole('radio', { name: 'A', exact: true }).check();
  await page.getByLabel('Alasan jawabannya (Bahasa Indonesia)').fill(QUESTION.reasonId);
  await page.getByLabel('Alasan jawabannya (Bahasa Inggris)').fill(QUESTION.reasonEn);
  const preview = page.getByRole('region', { name: 'Tampilan di ponsel' });
  await expect(preview.getByText(QUESTION.questionId)).toBeVisible();
  await preview.getByRole('button', { name: 'Bahasa Inggris' }).click();
  await expect(preview.getByText(QUESTION.questionEn)).toBeVisible();
  await page.getByRole('button', { name: 'Simpan soal' }).click();
  const list = page.getByRole('region', { name: 'Soal-soalmu' });
  await expect(list.getByText(QUESTION.questionId)).toBeVisible();
  await expect(list.getByText('Pilihan ganda · Krisis air bersih')).toBeVisible();
}

test('a guide writes a question and a student meets it in the opening quiz', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one game; the phone size is looked at here');
  test.setTimeout(3 * 60_000);
  const baseURL = String(testInfo.project.use.baseURL);

  await signUp(page, 'sustainability_guide');
  await expect(page).not.toHaveURL(/\/signup/);
  await writeQuestion(page);
  await screenshot(page, testInfo, 'question-editor-list');

  await page.goto('/role-explanation-room');
  await page.getByLabel('Soal kuis').selectOption({ label: 'Soal buatan saya' });
  const { sessionId } = await createRoom(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const guideCall = (phase: string) =>
    fetch(`${baseURL}/api/game-sessions/${sessionId}/phase`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ phase }),
    }).then((response) => expect(response.status).toBe(200));

  const tag = Date.now().toString(36);
  const cards = [
    'asep_eco_citizen',
    'mang_karwa_waste_villain',
    'kang_raka_green_guardian',
    'waste_manager',
  ];
  const students = cards.map((card, i) => new BotClient(baseURL, `murid${tag}x${i}`, card));
  for (const student of students) {
    await student.signIn();
    await student.call('POST', `/api/game-sessions/${sessionId}/join`, { userId: student.userId });
  }

  // The first student plays on a phone.
  const student = await newPage(browser, testInfo, { viewport: { width: 360, height: 740 } });
  await signInAsBot(student, students[0]?.username ?? '');

  await guideCall('narrative_1');
  await guideCall('quiz_active');
  await student.goto(`/choose-topic-card?sessionId=${sessionId}`);
  await expect(student.getByRole('heading', { name: 'Pilih kartu topik' })).toBeVisible({
    timeout: 20_000,
  });
  await student.getByRole('button', { name: /Topik 4\b/ }).click();
  const card = student.locator('form article');
  await expect(card.getByText(QUESTION.questionId)).toBeVisible();
  await expect(card.getByText(QUESTION.stimulusId)).toBeVisible();
  await expect(card.getByText(QUESTION.options[0]?.[0] ?? '')).toBeVisible();
  await screenshot(student, testInfo, 'own-question-in-quiz');
  const radio = student.locator('input[type="radio"][value="A"]');
  await student.locator('label').filter({ has: radio }).click();
  await student.getByRole('button', { name: 'Selesai', exact: true }).click();
  await expect(student.getByText('1 dari 6 topik selesai')).toBeVisible({ timeout: 20_000 });

  for (const bot of students) bot.close();
  await closeContexts();
});

/** Seats signed-in bots in a room the guide opened in the browser, as `openBotGame` does. */
async function seatBots(
  sessionId: string,
  { moderator, players }: { moderator: BotClient; players: BotClient[] },
): Promise<BotGame> {
  const everyone = [moderator, ...players];
  for (const player of players) {
    await player.call('POST', `/api/game-sessions/${sessionId}/join`, { userId: player.userId });
  }
  await Promise.all(everyone.map((bot) => bot.connect(sessionId)));
  const view = await moderator.call<{ players: Array<{ userId: string; roleId: RoleId }> }>(
    'GET',
    `/api/game-sessions/${sessionId}`,
  );
  const waitAll = (phase: string, timeoutMs = 15_000) =>
    Promise.all(everyone.map((bot) => bot.until(() => bot.phase() === phase, timeoutMs))).then(
      () => undefined,
    );
  return {
    sessionId,
    moderator,
    players,
    everyone,
    roles: new Map(view.players.map((p) => [p.userId, p.roleId])),
    openingTopics: await quizTopicsOf(players, sessionId, false),
    latencies: [],
    callLatencies: [],
    think: async () => undefined,
    waitAll,
    async advance(phase, extra = {}) {
      await moderator.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase, ...extra });
      await waitAll(phase);
    },
    close: () => everyone.forEach((bot) => bot.close()),
  };
}

test("a guide's own question is asked in a whole game and found with the class's answers in the report and its CSV", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one whole game');
  test.setTimeout(5 * 60_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const accounts = await signInBots(baseURL, 5);

  // The guide (a signed-in bot's account) writes the question in the browser.
  await signInAsBot(page, accounts.moderator.username);
  await writeQuestion(page);

  // Their own questions only: every student meets it in the clean-water topic of both quizzes.
  await page.goto('/role-explanation-room');
  await page.getByLabel('Soal kuis').selectOption({ label: 'Soal buatan saya' });
  const { sessionId } = await createRoom(page);
  // The guide's moves come from their bot; the browser waits on a page of its own meanwhile.
  await page.goto('/my-questions');
  const game = await seatBots(sessionId, accounts);
  await playWholeGame(game, 13).finally(() => game.close());

  await page.goto(`/report?sessionId=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan belajar' })).toBeVisible();
  const questions = page.getByRole('region', { name: 'Soal, dari yang tersulit' });
  const ours = questions.getByRole('listitem').filter({ hasText: QUESTION.questionId });
  // Asked in the opening and in the closing quiz, each with the class's share right.
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText('%');
  const answers = page.getByRole('region', { name: 'Jawaban setiap siswa' });
  const firstStudent = answers.locator('details').first();
  await firstStudent.locator('summary').click();
  await expect(firstStudent.getByText(QUESTION.questionId).first()).toBeVisible();
  await screenshot(page, testInfo, 'own-question-in-report');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh CSV' }).click();
  const csv = parseCsv(
    (await readFile(await (await downloading).path())).toString('utf8').slice(1),
  );
  const [heading = [], ...rows] = csv;
  const column = (name: string) => heading.indexOf(name);
  const ourRows = rows.filter((row) => row[column('Pertanyaan')] === QUESTION.questionId);
  // Five students, each asked it in both quizzes, each row with what the student answered.
  expect(ourRows).toHaveLength(10);
  expect(new Set(ourRows.map((row) => row[column('Siswa')]))).toEqual(
    new Set(accounts.players.map((bot) => bot.username)),
  );
  expect(new Set(ourRows.map((row) => row[column('Kuis')]))).toEqual(
    new Set(['Pembuka', 'Penutup']),
  );
  for (const row of ourRows) {
    expect(row[column('Jawaban siswa')]).not.toBe('');
    expect(row[column('Jawaban yang diharapkan')]).toBe(`A. ${QUESTION.options[0]?.[0]}`);
    expect(['Benar', 'Salah']).toContain(row[column('Hasil')]);
  }
});
