import { test, type Page } from '@playwright/test';
import { at, expect, PHASE, switchLanguage } from './helpers';
import { answerOneTopic, createRoom, joinWithCode } from './room';

/**
 * The steps of a lesson as the guide and the students make them on their screens, shared by the
 * specs that play whole lessons: the room opened with the projector's QR link, the quizzes, the
 * nights and days.
 */

export type Phone = { username: string; page: Page };
export type Seat = { userId: string; username: string; roleId: string; isAlive: boolean };

/** The session as its guide sees it: every seat's role (the guide knows them all). */
export async function seats(guide: Page, sessionId: string): Promise<Seat[]> {
  const token = await guide.evaluate(() => localStorage.getItem('token'));
  const answer = await guide.request.get(`/api/game-sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const view = (await answer.json()) as { players: Seat[] };
  return view.players;
}

/** The guide opens a room; the projector shows it; the phones open its QR link and join. */
export async function openRoom(guide: Page, projector: Page, phones: Phone[]) {
  await guide.goto('/role-explanation-room?character=sustainability_guide');
  const { sessionId } = await createRoom(guide);
  await projector.goto(`/screen?sessionId=${sessionId}`);
  const link = await projector
    .getByRole('img', { name: /Kode QR tautan bergabung/ })
    .getAttribute('data-link');
  expect(link).toMatch(/\/join\?code=[A-Z0-9]{8}$/);
  await Promise.all(
    phones.map(async ({ page }) => {
      await page.goto(link ?? '');
      await expect(page).toHaveURL(at('/role-explanation-room', 'code=[A-Z0-9]{8}'));
      await joinWithCode(page);
    }),
  );
  await expect(guide.getByRole('heading', { name: `Pemain (${phones.length})` })).toBeVisible(
    PHASE,
  );
  await expect(projector.getByText(`${phones.length} dari ${phones.length} terhubung`)).toBeVisible(
    PHASE,
  );
  return sessionId;
}

/** The guide calls the night's next step, and their screen says it is the step now. */
export async function nextNightStep(guide: Page, label: string) {
  await guide.getByRole('button', { name: `Langkah berikutnya: ${label}` }).click();
  await expect(guide.getByRole('heading', { name: `Langkah sekarang: ${label}` })).toBeVisible(
    PHASE,
  );
}

/** Whatever a living phone's night screen asks of it, done: a choice made and sent. */
export async function nightMove(page: Page, avoid: string[]) {
  const send = page.getByRole('button', { name: /^(Kirim pilihan|Buka kartu)$/ });
  if (!(await send.isVisible())) return;
  const radios = page.getByRole('radio');
  const names = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.innerText ?? ''),
  );
  const index = names.findIndex((name) => !avoid.some((a) => name.includes(a)));
  await radios.nth(Math.max(index, 0)).check();
  await send.click();
  await expect(send).toHaveCount(0, PHASE);
}

/** The laptop, the projector and the phones of one lesson in play. */
export type Lesson = {
  guide: Page;
  projector: Page;
  phones: Phone[];
  sessionId: string;
  /** Photographs a page at a notable moment. */
  shot: (page: Page, name: string) => Promise<void>;
};

/**
 * From the first night to the guide's "announce the winner": each night every step with each
 * phone's choice, each day the news video or the discussion and a vote for a villain.
 */
export async function playToTheWinner({ guide, projector, phones, sessionId, shot }: Lesson) {
  let winner = false;
  for (let round = 1; round <= 6 && !winner; round += 1) {
    const everyone = await seats(guide, sessionId);
    const alive = phones.filter((p) => everyone.find((s) => s.username === p.username)?.isAlive);
    const villains = everyone
      .filter((s) => s.isAlive && s.roleId.startsWith('waste_villain'))
      .map((s) => s.username);

    await test.step(`night ${round}: every step, each phone’s choice`, async () => {
      // From the second night on, the guide starts it from the panel between rounds.
      if (round > 1) await guide.getByRole('button', { name: 'Malam berikutnya' }).click();
      await expect(guide).toHaveURL(at('/moderator-night-phase', `round=${round}`), PHASE);
      const next = guide.getByRole('button', { name: /^Langkah berikutnya: / });
      for (let step = 0; step < 6; step += 1) {
        const label = ((await next.textContent()) ?? '').trim();
        if (label.endsWith('Fajar')) break;
        await next.click();
        await expect(guide.getByRole('heading', { name: /^Langkah sekarang: / })).toHaveText(
          label.replace('Langkah berikutnya', 'Langkah sekarang'),
          PHASE,
        );
        // A villain spares the villains; the others choose anyone (the first offered).
        await Promise.all(
          alive.map(({ page, username }) =>
            nightMove(page, villains.includes(username) ? villains : [username]),
          ),
        );
      }
      if (round === 1) await shot(projector, 'projector-night');
      await guide.getByRole('button', { name: 'Langkah berikutnya: Fajar' }).click();
      await guide.getByRole('button', { name: 'Proses hasil malam' }).click();
      await expect(guide).toHaveURL(at('/moderator-morning-phase'), PHASE);
    });

    // The night may decide the game (the villains as many as the others): no day then. The
    // address changes as the screen starts to load: wait for the morning's way on.
    const announce = guide.getByRole('button', { name: 'Umumkan pemenang' });
    const video = guide.getByRole('button', { name: 'Putar video berita' });
    const discuss = guide.getByRole('button', { name: 'Mulai diskusi' });
    await expect(announce.or(video).or(discuss)).toBeVisible(PHASE);
    winner = await announce.isVisible();
    if (winner) break;

    await test.step(`day ${round}: the discussion and the vote`, async () => {
      if (await video.isVisible()) {
        await video.click();
        await guide.getByRole('button', { name: 'Selesaikan video' }).click();
      } else {
        await discuss.click();
      }
      await guide.getByRole('button', { name: 'Akhiri diskusi' }).click();
      const living = await seats(guide, sessionId);
      const target = living.find(
        (s) => s.isAlive && s.roleId.startsWith('waste_villain'),
      )?.username;
      const voters = phones.filter((p) => living.find((s) => s.username === p.username)?.isAlive);
      await Promise.all(
        voters.map(async ({ page, username }) => {
          await expect(page).toHaveURL(at('/voting'), PHASE);
          const choice =
            username === target
              ? page.getByRole('radio').first()
              : // A practice seat's name is followed by its badge ("Latihan").
                page.getByRole('radio', { name: new RegExp(`^${target}( Latihan)?$`) });
          await choice.check();
          await page.getByRole('button', { name: 'OK', exact: true }).click();
          // The last vote closes the vote at once: the phone may have moved on already.
          await expect(
            page
              .getByText(/^Suaramu sudah masuk!/)
              .or(
                page
                  .getByRole('heading', { level: 1 })
                  .filter({ hasText: /^(Warga sudah memutuskan|Kamu tersingkir)$/ }),
              ),
          ).toBeVisible(PHASE);
        }),
      );
      if (round === 1) await shot(projector, 'projector-voting');
      const endNow = guide.getByRole('button', { name: 'Akhiri pemungutan suara sekarang' });
      // The guide ends the vote unless the practice seats' last votes close it first (then
      // the buttons go away under the click); either way the result is revealed.
      if (await endNow.isVisible()) {
        await endNow
          .click({ timeout: 5_000 })
          .then(() =>
            guide.getByRole('button', { name: 'Ya, akhiri sekarang' }).click({ timeout: 5_000 }),
          )
          .catch(() => undefined);
      }
      await expect(guide).toHaveURL(at('/reveal-player'), PHASE);
      await expect(
        projector.getByRole('heading', { level: 1, name: 'Hasil pemungutan suara' }),
      ).toBeVisible(PHASE);
      const onward = guide.getByRole('button', { name: 'Lanjut', exact: true });
      const win = guide.getByRole('button', { name: 'Umumkan pemenang' });
      const goOn = guide.getByRole('button', { name: 'Lanjutkan permainan' });
      await expect(onward.or(win).or(goOn)).toBeVisible(PHASE);
      if (await onward.isVisible()) await onward.click();
      await expect(win.or(goOn)).toBeVisible();
      winner = await win.isVisible();
      if (!winner) await goOn.click();
    });
  }
  expect(winner, 'a side has won within six rounds').toBe(true);
}

/** The guide starts the game; the opening story, each phone hands in a topic, the role-play's story. */
export async function playOpeningQuiz({ guide, projector, phones, shot }: Lesson) {
  await guide.getByRole('button', { name: 'Mulai permainan', exact: true }).click();
  await expect(guide).toHaveURL(at('/narrative'), PHASE);
  await guide.getByRole('button', { name: 'Selesai membacakan narasi' }).click();
  await Promise.all(
    phones.map(async ({ page }) => {
      await expect(page).toHaveURL(at('/choose-topic-card'), PHASE);
      await answerOneTopic(page, '/quiz');
    }),
  );
  await shot(projector, 'projector-quiz');
  await guide.getByRole('button', { name: 'Selesaikan kuis' }).click();
  await guide.getByRole('button', { name: 'Mulai permainan peran' }).click();
  await expect(guide).toHaveURL(at('/narrative'), PHASE);
  await guide.getByRole('button', { name: 'Selesai membacakan narasi' }).click();
}

/** From "announce the winner" through the ending and the closing quiz to the final ranking. */
export async function playClosingQuiz({ guide, projector, phones, shot }: Lesson) {
  await guide.getByRole('button', { name: 'Umumkan pemenang' }).click();
  await expect(guide).toHaveURL(at('/moderator-leaderboard', 'type=victory'), PHASE);
  await shot(projector, 'projector-winner');
  await guide.getByRole('button', { name: 'Bacakan narasi penutup' }).click();
  await guide.getByRole('button', { name: 'Lanjut ke kuis penutup' }).click();
  await guide.getByRole('button', { name: 'Mulai kuis', exact: true }).click();
  const [first] = phones;
  if (first) {
    // The duration it names is the clock's (the closing quiz runs 6 minutes by default).
    await expect(first.page).toHaveURL(at('/closing-choose-topic'), PHASE);
    await expect(first.page.getByText('6 topik, 1 soal per topik, 6 menit')).toBeVisible();
    await shot(first.page, 'phone-closing-topics');
    await switchLanguage(first.page, 'EN', 'Closing quiz');
    await expect(first.page.getByText('6 topics, 1 question per topic, 6 minutes')).toBeVisible();
    await shot(first.page, 'phone-closing-topics-en');
    await switchLanguage(first.page, 'ID', 'Kuis penutup');
  }
  await Promise.all(
    phones.map(async ({ page }) => {
      await expect(page).toHaveURL(at('/closing-choose-topic'), PHASE);
      await answerOneTopic(page, '/closing-quiz');
    }),
  );
  await guide.getByRole('button', { name: 'Selesaikan kuis' }).click();
  await expect(projector.getByRole('heading', { name: 'Peringkat akhir' })).toBeVisible(PHASE);
}
