import { test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { at, expect, expectAccessible, PHASE, screenshot } from './helpers';
import { nextNightStep } from './lesson-steps';
import {
  answerTopic,
  closeContexts,
  createRoom,
  joinWithCode,
  newSeat,
  openTopic,
  PHONE,
  type CardSeat as Seat,
} from './room';

/**
 * A game in the accessibility mode, with axe on every screen it reaches: the guide on
 * a laptop opens a room with every time limit ×2 and the class screen on a 1080p projector; four
 * students on phones (a villain, a guardian, a manager and a citizen) play it to the end. Each
 * screen is checked once the moment it stands for is on it: no serious or critical violation,
 * and on the high-contrast projector every text at 7:1. The doubled clocks and the phones'
 * announcements are checked on the way.
 *
 * The script: Asep alone answers his topic, so he is the highest scorer and looks at a card.
 * The villain eliminates the manager; the guardian protects Asep; the manager investigates the
 * villain. In the day vote Asep and the guardian vote for the villain: the good team wins.
 */

const CARDS = {
  villain: 'mang_karwa_waste_villain',
  guardian: 'kang_raka_green_guardian',
  manager: 'waste_manager',
  asep: 'asep_eco_citizen',
} as const;
type Name = keyof typeof CARDS;

/** The high-contrast projector: every text at least 7:1 against its background (WCAG AAA). */
async function expectHighContrast(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(['color-contrast-enhanced'])
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

test.afterEach(closeContexts);

test('every game screen in the accessibility mode has no serious or critical axe violation', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one run: the phones and the projector are set here',
  );
  // About 2 minutes alone; up to 5 beside another whole game on a 2-core machine, and over 9
  // on a slower one (a slower CI machine reached the final results at 9 minutes).
  test.setTimeout(15 * 60_000);

  /**
   * Each page as it is now: photographed from the top, then checked by axe (the projector also
   * for 7:1 contrast). Pages checked at the same moment (a phone, the guide, the projector) are
   * checked side by side.
   */
  const check = (...pages: Array<[Page, string]>) =>
    Promise.all(
      pages.map(([page, name]) =>
        test.step(`axe: ${name}`, async () => {
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, testInfo, `a11y-${name}`);
          await expectAccessible(page, { ownFramesOnly: true });
          if (name.startsWith('projector-')) await expectHighContrast(page);
        }),
      ),
    );
  /** What the page's screen-reader announcer said last. */
  const announced = (page: Page) => page.locator('[data-announcer]');

  const seats = {} as Record<Name, Seat>;
  let guide!: Seat;
  await test.step('the guide and four students sign up', async () => {
    [guide] = await Promise.all([
      newSeat(browser, testInfo, 'pemandu', 'sustainability_guide'),
      ...Object.entries(CARDS).map(async ([name, card]) => {
        seats[name as Name] = await newSeat(browser, testInfo, name, card, PHONE);
      }),
    ]);
  });
  const players = Object.values(seats);
  const each = (list: Seat[], run: (seat: Seat) => Promise<unknown>) => Promise.all(list.map(run));

  let sessionId = '';
  let roomCode = '';
  let projector!: Page;
  await test.step('the guide opens a room in the accessibility mode, ×2', async () => {
    const page = guide.page;
    await page.goto('/role-explanation-room?character=sustainability_guide');
    const mode = page.getByLabel('Mode aksesibilitas');
    await expect(mode).toHaveValue('off');
    await mode.selectOption({ label: 'Aktif: semua batas waktu ×2' });
    await check([page, 'guide-create-room']);
    ({ sessionId, roomCode } = await createRoom(page));
    await expect(page.getByText(/Mode aksesibilitas aktif: semua batas waktu ×2/)).toBeVisible();

    projector = await page.context().newPage();
    await projector.setViewportSize({ width: 1920, height: 1080 });
    await projector.goto(`/screen?sessionId=${sessionId}`);
    await expect(projector.getByRole('img', { name: 'Mode aksesibilitas' })).toBeVisible();
    await expect(projector.getByText(/Waktu ×2$/)).toBeVisible();
    await expect(projector.locator('[data-contrast="high"]')).toBeVisible();
  });

  await test.step('the students join; the lobby, the role card and the waiting screen', async () => {
    await each(players, async ({ page, name, card }) => {
      await page.goto(`/role-explanation-room?character=${card}`);
      if (name === 'asep') {
        await expect(page.getByRole('heading', { name: /Peranmu adalah/ })).toBeVisible();
        await check([page, 'role-card']);
      }
      await joinWithCode(page, roomCode);
    });
    await expect(guide.page.getByRole('heading', { name: 'Pemain (4)' })).toBeVisible(PHASE);
    await expect(projector.getByText('4 dari 4 terhubung')).toBeVisible(PHASE);
    await check(
      [seats.villain.page, 'player-waiting'],
      [guide.page, 'guide-lobby'],
      [projector, 'projector-lobby'],
    );
  });

  await test.step('the opening story: its name announced on every phone', async () => {
    await guide.page.getByRole('button', { name: 'Mulai permainan', exact: true }).click();
    await expect(guide.page).toHaveURL(at('/narrative'), PHASE);
    await each(players, ({ page }) =>
      expect(announced(page)).toHaveText('Sekarang: Cerita pembuka.', PHASE),
    );
    await expect(
      projector.getByRole('heading', { level: 1, name: 'Cerita pembuka' }),
    ).toBeVisible();
    await check(
      [guide.page, 'guide-narrative'],
      [seats.asep.page, 'player-narrative'],
      [projector, 'projector-narrative'],
    );
  });

  await test.step('the opening quiz: twice the time, Asep answers his topic', async () => {
    await guide.page.getByRole('button', { name: 'Selesai membacakan narasi' }).click();
    const page = seats.asep.page;
    await expect(page).toHaveURL(at('/choose-topic-card'), { timeout: 20_000 });
    // After the 3-2-1 countdown, which a busy phone may show for longer.
    await expect(page.getByText('0 dari 6 topik selesai')).toBeVisible(PHASE);
    await check([page, 'choose-topic-card']);
    await openTopic(page, 1, at('/quiz', 'topicId=[^&]+'));
    // A topic's own 60 s are 120 s in the mode.
    await expect(page.getByRole('timer')).toHaveText(/^1(19|20) dtk$/);
    await check([page, 'quiz-question']);
    await answerTopic(page, 'opening', true);
    await expect(page.getByRole('heading', { name: 'Benar!' })).toBeVisible();
    await check([page, 'quiz-result']);
    // The quiz itself: 6 minutes are 12.
    await expect(guide.page.getByRole('timer')).toHaveText(/^1[12]:[0-5]\d$/);
    await expect(guide.page.getByText(/1 dari 6 topik/).first()).toBeVisible(PHASE);
    await check([guide.page, 'guide-quiz-monitor'], [projector, 'projector-quiz']);
  });

  await test.step('the quiz results, then the role-play begins', async () => {
    await guide.page.getByRole('button', { name: 'Selesaikan kuis' }).click();
    await expect(guide.page.getByRole('heading', { name: 'Hasil kuis', level: 1 })).toBeVisible(
      PHASE,
    );
    await expect(seats.asep.page).toHaveURL(at('/leaderboard', 'type=after-quiz'), PHASE);
    await expect(projector.getByRole('heading', { name: 'Peringkat kuis pembuka' })).toBeVisible();
    await check(
      [seats.asep.page, 'leaderboard-after-quiz'],
      [guide.page, 'guide-quiz-results'],
      [projector, 'projector-quiz-ranking'],
    );
    await guide.page.getByRole('button', { name: 'Mulai permainan peran' }).click();
    await expect(guide.page).toHaveURL(at('/narrative'), PHASE);
    await guide.page.getByRole('button', { name: 'Selesai membacakan narasi' }).click();
  });

  await test.step('night 1: each role’s screen', async () => {
    await expect(guide.page).toHaveURL(at('/moderator-night-phase', 'round=1'), PHASE);
    await expect(seats.guardian.page).toHaveURL(at('/night-phase', 'round=1'), PHASE);
    await check(
      [guide.page, 'guide-night'],
      [seats.guardian.page, 'night-phase'],
      [projector, 'projector-night'],
    );

    await nextNightStep(guide.page, 'Mata paling jeli');
    const asep = seats.asep.page;
    await expect(asep).toHaveURL(at('/special-action'), PHASE);
    await expect(announced(asep)).toHaveText(/^Sekarang: Malam ke-1: giliran peraih skor/);
    await check([asep, 'special-action']);
    await asep.getByRole('radio', { name: seats.villain.username }).check();
    await asep.getByRole('button', { name: 'Buka kartu' }).click();
    await expect(
      asep.getByText(`${seats.villain.username} ternyata Perusak Lingkungan.`),
    ).toBeVisible();
    await check([asep, 'special-action-revealed']);

    await nextNightStep(guide.page, 'Perusak Lingkungan');
    const villain = seats.villain.page;
    await expect(villain).toHaveURL(at('/role-execute', 'round=1'), PHASE);
    await villain.getByRole('radio', { name: seats.manager.username }).check();
    await check([villain, 'role-execute-villain']);
    await villain.getByRole('button', { name: 'Kirim pilihan' }).click();
    await expect(villain.getByText(/^Pilihanmu sudah masuk/)).toBeVisible();
    await check([villain, 'role-execute-villain-sent']);

    await nextNightStep(guide.page, 'Penjaga Hijau');
    const guardian = seats.guardian.page;
    await expect(guardian).toHaveURL(at('/role-execute', 'round=1'), PHASE);
    await guardian.getByRole('radio', { name: new RegExp(`^${seats.asep.username}`) }).check();
    await check([guardian, 'role-execute-guardian']);
    await guardian.getByRole('button', { name: 'Kirim pilihan' }).click();
    await expect(
      guardian.getByText(`Malam ini kamu melindungi ${seats.asep.username}.`),
    ).toBeVisible();

    await nextNightStep(guide.page, 'Pengelola Sampah');
    const manager = seats.manager.page;
    await expect(manager).toHaveURL(at('/role-execute', 'round=1'), PHASE);
    await manager.getByRole('radio', { name: seats.villain.username }).check();
    await manager.getByRole('button', { name: 'Kirim pilihan' }).click();
    await expect(
      manager.getByText(`${seats.villain.username} ternyata Perusak Lingkungan!`),
    ).toBeVisible();
    await check([manager, 'role-execute-manager'], [guide.page, 'guide-night-step']);

    await guide.page.getByRole('button', { name: 'Langkah berikutnya: Fajar' }).click();
    await expect(guide.page).toHaveURL(at('/start-morning-phase'), PHASE);
    await check([guide.page, 'guide-start-morning']);
  });

  const alive = [seats.villain, seats.guardian, seats.asep];
  await test.step('morning: the manager is out', async () => {
    await guide.page.getByRole('button', { name: 'Proses hasil malam' }).click();
    await expect(guide.page).toHaveURL(at('/moderator-morning-phase'), PHASE);
    await expect(seats.asep.page).toHaveURL(at('/morning-phase', 'round=1'), PHASE);
    await check([seats.asep.page, 'morning'], [guide.page, 'guide-morning']);
    await expect(seats.manager.page).toHaveURL(at('/leaderboard', 'type=eliminated'), PHASE);
    await check([seats.manager.page, 'leaderboard-eliminated'], [projector, 'projector-morning']);
  });

  await test.step('day 1: the news video and the discussion, twice as long', async () => {
    await guide.page.getByRole('button', { name: 'Putar video berita' }).click();
    await expect(seats.asep.page).toHaveURL(at('/video-learning'), PHASE);
    // A phone points at the class screen and loads no player until its student asks.
    await expect(
      seats.asep.page
        .getByRole('heading', { name: 'Video tidak tersedia' })
        .or(seats.asep.page.getByText('Tonton videonya di layar kelas')),
    ).toBeVisible();
    await expect(seats.asep.page.locator('iframe')).toHaveCount(0);
    await check([seats.asep.page, 'video-learning'], [guide.page, 'guide-video-learning']);

    await guide.page.getByRole('button', { name: 'Selesaikan video' }).click();
    await each([guide, ...alive], ({ page }) =>
      expect(page).toHaveURL(at('/discussion-session'), PHASE),
    );
    // 3 minutes are 6.
    const timer = seats.asep.page.getByRole('timer', { name: 'Sisa waktu diskusi' });
    await expect(timer).toHaveText(/^0[56]:[0-5]\d$/);
    await expect(announced(seats.asep.page)).toHaveText(
      /^Sekarang: Diskusi hari ke-1\. Waktu: (6 menit|5 menit 5\d detik)\.$/,
    );
    await check(
      [seats.asep.page, 'discussion'],
      [guide.page, 'guide-discussion'],
      [projector, 'projector-discussion'],
    );
  });

  await test.step('day 1: the vote, the villain is voted out', async () => {
    await guide.page.getByRole('button', { name: 'Akhiri diskusi' }).click();
    await each([guide, ...alive], ({ page }) => expect(page).toHaveURL(at('/voting'), PHASE));
    // 30 s are a minute.
    await expect(seats.asep.page.getByRole('timer')).toHaveText(/^0(1:00|0:5\d)$/);
    await check([seats.guardian.page, 'voting']);
    const vote = async (voter: Seat, target: Seat) => {
      await voter.page.getByRole('radio', { name: target.username }).check();
      await voter.page.getByRole('button', { name: 'OK', exact: true }).click();
    };
    // The guide stops the clock: a busy machine must not end the vote before everyone votes.
    await guide.page
      .getByRole('region', { name: 'Kendali waktu' })
      .getByRole('button', { name: 'Jeda waktu' })
      .click();
    await vote(seats.asep, seats.villain);
    await expect(seats.asep.page.getByText(/^Suaramu sudah masuk!/)).toBeVisible();
    await check(
      [seats.asep.page, 'voting-voted'],
      [guide.page, 'guide-voting'],
      [projector, 'projector-voting'],
    );
    await vote(seats.guardian, seats.villain);
    await vote(seats.villain, seats.asep);
    await expect(seats.asep.page).toHaveURL(at('/reveal-player'), PHASE);
    await expect(
      seats.asep.page.getByText(`${seats.villain.username} ternyata Perusak Lingkungan.`),
    ).toBeVisible();
    await expect(guide.page.getByText('Permainan sudah ada pemenangnya!')).toBeVisible(PHASE);
    await expect(seats.villain.page).toHaveURL(at('/leaderboard', 'type=eliminated'), PHASE);
    await check(
      [seats.asep.page, 'reveal'],
      [guide.page, 'guide-reveal'],
      [seats.villain.page, 'leaderboard-voted-out'],
      [projector, 'projector-vote-result'],
    );
  });

  await test.step('the good team wins; the ending', async () => {
    await guide.page.getByRole('button', { name: 'Umumkan pemenang' }).click();
    await expect(seats.asep.page).toHaveURL(at('/leaderboard', 'type=victory'), PHASE);
    await expect(guide.page).toHaveURL(at('/moderator-leaderboard', 'type=victory'), PHASE);
    await check(
      [seats.asep.page, 'leaderboard-victory'],
      [guide.page, 'guide-victory'],
      [projector, 'projector-winner'],
    );
    await guide.page.getByRole('button', { name: 'Bacakan narasi penutup' }).click();
    await expect(seats.villain.page).toHaveURL(at('/ending-narrative'), PHASE);
    await check([seats.villain.page, 'ending-narrative']);
    await guide.page.getByRole('button', { name: 'Lanjut ke kuis penutup' }).click();
    await expect(seats.asep.page).toHaveURL(at('/closing-quiz', 'step=closing_quiz_intro'), PHASE);
    await check([seats.asep.page, 'closing-quiz-intro'], [guide.page, 'guide-closing-quiz-intro']);
  });

  await test.step('the closing quiz, then the final results', async () => {
    await guide.page.getByRole('button', { name: 'Mulai kuis', exact: true }).click();
    const page = seats.manager.page;
    await expect(page).toHaveURL(at('/closing-choose-topic'), PHASE);
    await expect(guide.page.getByRole('timer')).toHaveText(/^1[12]:[0-5]\d$/);
    await check(
      [page, 'closing-choose-topic'],
      [guide.page, 'guide-closing-quiz'],
      [projector, 'projector-closing-quiz'],
    );
    await openTopic(page, 2, at('/closing-quiz', 'topicId=[^&]+'));
    await check([page, 'closing-quiz-question']);
    await answerTopic(page, 'closing', true);
    await expect(guide.page.getByText(/1 dari 6 topik/).first()).toBeVisible(PHASE);

    await guide.page.getByRole('button', { name: 'Selesaikan kuis' }).click();
    await expect(seats.asep.page).toHaveURL(at('/leaderboard', 'type=after-closing-quiz'), PHASE);
    await expect(guide.page).toHaveURL(at('/closing-quiz', 'step=outro'), PHASE);
    await expect(projector.getByRole('heading', { name: 'Peringkat akhir' })).toBeVisible(PHASE);
    await check(
      [seats.asep.page, 'leaderboard-after-closing-quiz'],
      [guide.page, 'guide-outro'],
      [projector, 'projector-final-ranking'],
    );
    await guide.page.getByRole('link', { name: 'Hasil akhir' }).click();
    await expect(guide.page).toHaveURL(at('/moderator-leaderboard', 'type=final'), PHASE);
    await check([guide.page, 'guide-final-results']);
  });
  // Within the test's own time: closing six browsers (and saving their traces) takes a while.
  await closeContexts();
});
