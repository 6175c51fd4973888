import { test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { answerOf, giveAnswer, questionOnScreen, type QuizKind } from '../quiz-bank';
import { at, expect, PHASE, screenshot, switchLanguage } from './helpers';
import { nextNightStep } from './lesson-steps';
import { closeContexts, createRoom, joinWithCode, newSeat, openTopic, type CardSeat } from './room';

/**
 * A whole game in the browser: the guide and six players, each in their own browser context,
 * from room creation to End Game. Every move of the game is made on the screens; only the
 * accounts are set up beforehand (through the sign-up screen).
 *
 * The script: Asep alone answers his opening topic right, so he is the highest scorer and uses
 * the special action in night 1. Mang Karwa (the villain) eliminates Ibu Eneng, whom no guardian
 * protects. In the day vote everyone votes for Mang Karwa, who votes for Asep: the villain is
 * out and the good team wins in round 1.
 */

type Seat = CardSeat & {
  /** The browser dialogs (alerts) this seat has seen, in order. */
  dialogs: string[];
  /** Every URL the page has been on since signing up, in order (history pushes and replaces included). */
  visited: string[];
};

const PLAYER_CARDS = {
  villain: 'mang_karwa_waste_villain',
  asep: 'asep_eco_citizen',
  raka: 'kang_raka_green_guardian',
  manager: 'waste_manager',
  eneng: 'ibu_eneng_eco_citizen',
  rani: 'teh_rani_green_guardian',
} as const;
type PlayerName = keyof typeof PLAYER_CARDS;

/** Answers the question on the quiz page, right or wrong on purpose, and hands it in. */
async function answerTopic(page: Page, kind: QuizKind, right: boolean) {
  const question = await questionOnScreen(page, kind);
  const finish = page.getByRole('button', { name: 'Selesai', exact: true });
  await expect(finish).toBeDisabled();
  await expect(page.getByText('Jawab soalnya dulu untuk melanjutkan.')).toBeVisible();
  await giveAnswer(page, question, right);
  const answer = answerOf(question, right);
  if (question.type === 'multiple_choice' || question.type === 'true_false') {
    await expect(page.locator(`input[type="radio"][value="${answer}"]`)).toBeChecked();
  } else if (question.type === 'short_answer') {
    await expect(page.getByLabel('Jawabanmu')).toHaveValue(answer.toUpperCase());
  }
  await finish.click();
  await expect(
    page.getByRole('heading', { name: right ? 'Benar!' : 'Belum tepat…' }),
  ).toBeVisible();
  return question;
}

test.afterEach(closeContexts);

/** A player (or the guide) signed up with their card, every dialog and address they meet kept. */
async function newWatchedSeat(
  browser: Browser,
  testInfo: TestInfo,
  name: string,
  card: string,
  phone: boolean,
): Promise<Seat> {
  const screen = phone
    ? { viewport: { width: 390, height: 844 }, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } };
  const seat: Seat = {
    ...(await newSeat(browser, testInfo, name, card, screen)),
    dialogs: [],
    visited: [],
  };
  seat.page.on('dialog', (dialog) => seat.dialogs.push(dialog.message()));
  seat.page.on('framenavigated', (frame) => {
    if (frame === seat.page.mainFrame()) seat.visited.push(frame.url());
  });
  return seat;
}

test('a whole game: the guide and six players from room creation to End Game', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough; players have phone screens');
  test.setTimeout(6 * 60_000);

  // From the top: a screen reached by a push keeps the previous screen's scroll offset.
  const shot = async (seat: Seat, step: string) => {
    await seat.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(seat.page, testInfo, `game-${step}`);
  };
  const seats = {} as Record<PlayerName, Seat>;
  let guide!: Seat;
  const players = () => Object.values(seats);
  const each = (list: Seat[], run: (seat: Seat) => Promise<unknown>) => Promise.all(list.map(run));
  const alive = () => players().filter((s) => s !== seats.eneng);

  await test.step('the guide and six players sign up with their cards', async () => {
    [guide] = await Promise.all([
      newWatchedSeat(browser, testInfo, 'pemandu', 'sustainability_guide', false),
      ...Object.entries(PLAYER_CARDS).map(async ([name, card]) => {
        seats[name as PlayerName] = await newWatchedSeat(browser, testInfo, name, card, true);
      }),
    ]);
  });

  let sessionId = '';
  let roomCode = '';
  await test.step('the guide creates the room and reads the code in the lobby', async () => {
    const page = guide.page;
    await page.goto('/role-explanation-room?character=sustainability_guide');
    await expect(page.getByRole('heading', { name: /Peranmu adalah/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mulai permainan' })).toBeVisible();
    ({ sessionId, roomCode } = await createRoom(page));
    await expect(page.getByRole('heading', { name: 'Menunggu pemain', level: 1 })).toBeVisible();
    await expect(page.getByText(`Pemandu: ${guide.username}`)).toBeVisible();
    expect(roomCode).toMatch(/^[A-Z0-9]{8}$/);
    await expect(page.getByText(roomCode, { exact: true })).toBeVisible();
    const start = page.getByRole('button', { name: 'Mulai permainan', exact: true });
    await expect(start).toBeDisabled();
    await expect(
      page.getByText('Permainan bisa dimulai setelah ada pemain yang bergabung.'),
    ).toBeVisible();
  });

  await test.step('the players join with the room code from their role page', async () => {
    await each(players(), async ({ page, card }) => {
      await page.goto(`/role-explanation-room?character=${card}`);
      await expect(page.getByRole('heading', { name: 'Gabung ke ruangan' })).toBeVisible();
      // Six phones join at once: on a busy machine a join may take longer than a click.
      await joinWithCode(
        page,
        roomCode.toLowerCase(),
        at('/leaderboard', `sessionId=${sessionId}`, 'type=waiting-moderator'),
      );
      await expect(page.getByText('Menunggu pemandu memulai permainan…')).toBeVisible();
    });
    await shot(seats.asep, 'player-waiting');
    const page = guide.page;
    await expect(page.getByRole('heading', { name: 'Pemain (6)' })).toBeVisible(PHASE);
    // Each name is in the lobby's list of players (the seat controls list them again, folded).
    const seated = page.locator('ol');
    for (const seat of players()) await expect(seated.getByText(seat.username)).toBeVisible();
    await shot(guide, 'lobby');
  });

  await test.step('Start Game: the guide reads the opening narrative', async () => {
    await guide.page.getByRole('button', { name: 'Mulai permainan', exact: true }).click();
    await expect(guide.page).toHaveURL(at('/narrative', `sessionId=${sessionId}`), PHASE);
    await expect(
      guide.page.getByText('Berikutnya: kuis pembuka dimulai di ponsel setiap pemain.'),
    ).toBeVisible();
    await each(players(), ({ page }) =>
      expect(
        page.getByText('Pemandu sedang membacakan kisah pembuka. Dengarkan baik-baik!'),
      ).toBeVisible(PHASE),
    );
    await shot(guide, 'narrative-opening');
    await guide.page.getByRole('button', { name: 'Selesai membacakan narasi' }).click();
  });

  await test.step('opening quiz: every player answers a topic, Asep alone right', async () => {
    await expect(guide.page).toHaveURL(at('/moderator-leaderboard-startgame'), PHASE);
    await expect(
      guide.page.getByRole('heading', { name: 'Kuis pembuka sedang berlangsung', level: 1 }),
    ).toBeVisible();
    await each(players(), async (seat) => {
      const { page } = seat;
      // The 3-2-1 countdown first (4 s), then the cards.
      await expect(page).toHaveURL(at('/countdown'), PHASE);
      await expect(page.getByRole('heading', { name: 'Bersiap!' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pilih kartu topik' })).toBeVisible(PHASE);
      await expect(page).toHaveURL(at('/choose-topic-card'));
      await expect(page.getByText('0 dari 6 topik selesai')).toBeVisible();
    });
    await shot(seats.asep, 'choose-topic-card');

    const order = Object.keys(PLAYER_CARDS) as PlayerName[];
    await each(players(), async (seat) => {
      const number = (order.indexOf(seat.name as PlayerName) % 6) + 1;
      const { page } = seat;
      await openTopic(page, number, at('/quiz', 'topicId=[^&]+', `topicIndex=${number}`));
      await expect(page.getByText(`Topik ${number}`, { exact: true })).toBeVisible();
      if (seat === seats.asep) await shot(seat, 'quiz-question');
      await answerTopic(page, 'opening', seat === seats.asep);
      if (seat === seats.asep) await shot(seat, 'quiz-result');
      await expect(page).toHaveURL(at('/choose-topic-card'), PHASE);
      await expect(page.getByText('1 dari 6 topik selesai')).toBeVisible();
      const done = page.getByRole('button', { name: new RegExp(`Topik ${number}\\b`) });
      await expect(done).toBeDisabled();
      await expect(done).toContainText('SELESAI');
    });
    await shot(seats.asep, 'choose-topic-card-done');
    await expect(guide.page.getByText(/1 dari 6 topik/).first()).toBeVisible(PHASE);
    await shot(guide, 'quiz-monitor');
    // A student guide may run the room from a phone.
    const laptop = guide.page.viewportSize();
    await guide.page.setViewportSize({ width: 360, height: 740 });
    await shot(guide, 'quiz-monitor-phone');
    // The same monitor in English, then back: the counts come with the push, not the language.
    await switchLanguage(guide.page, 'EN', 'Opening quiz in progress');
    await expect(guide.page.getByText(/1 of 6 topics/).first()).toBeVisible();
    await shot(guide, 'quiz-monitor-phone-en');
    await switchLanguage(guide.page, 'ID', 'Kuis pembuka sedang berlangsung');
    if (laptop) await guide.page.setViewportSize(laptop);
  });

  await test.step('the guide finishes the quiz; results; roleplay narrative', async () => {
    await guide.page.getByRole('button', { name: 'Selesaikan kuis' }).click();
    await expect(guide.page.getByRole('heading', { name: 'Hasil kuis', level: 1 })).toBeVisible(
      PHASE,
    );
    await each(players(), async ({ page }) => {
      await expect(page).toHaveURL(at('/leaderboard', 'type=after-quiz'), PHASE);
      await expect(page.getByRole('heading', { name: 'Hasil kuis', level: 1 })).toBeVisible();
    });
    await shot(seats.asep, 'leaderboard-after-quiz');
    await shot(guide, 'lobby-results');
    await guide.page.getByRole('button', { name: 'Mulai permainan peran' }).click();
    await expect(guide.page).toHaveURL(at('/narrative'), PHASE);
    await expect(guide.page.getByText('Berikutnya: malam pertama dimulai.')).toBeVisible();
    await shot(guide, 'narrative-roleplay');
    await guide.page.getByRole('button', { name: 'Selesai membacakan narasi' }).click();
  });

  await test.step('night 1: the highest scorer looks at a card', async () => {
    await expect(guide.page).toHaveURL(at('/moderator-night-phase', 'round=1'), PHASE);
    await expect(
      guide.page.getByRole('heading', { name: 'Malam ke-1: kendali pemandu' }),
    ).toBeVisible();
    await each(players(), async ({ page }) => {
      await expect(page).toHaveURL(at('/night-phase', 'round=1'), PHASE);
      await expect(page.getByRole('heading', { name: 'Malam ke-1', level: 1 })).toBeVisible();
    });
    await shot(guide, 'moderator-night');
    await shot(seats.raka, 'night-phase');

    await nextNightStep(guide.page, 'Mata paling jeli');
    const page = seats.asep.page;
    await expect(page).toHaveURL(at('/special-action'), PHASE);
    await expect(page.getByRole('heading', { name: 'Mata paling jeli', level: 1 })).toBeVisible();
    await expect(page.getByText(/Skormu tertinggi di kuis pembuka \(10 poin\)/)).toBeVisible();
    for (const other of alive().filter((s) => s !== seats.asep)) {
      await expect(other.page).toHaveURL(at('/night-phase'));
    }
    const open = page.getByRole('button', { name: 'Buka kartu' });
    await expect(open).toBeDisabled();
    await page.getByRole('radio', { name: seats.villain.username }).check();
    await open.click();
    await expect(
      page.getByRole('heading', { name: `Kartu ${seats.villain.username}` }),
    ).toBeVisible();
    await expect(
      page.getByText(`${seats.villain.username} ternyata Perusak Lingkungan.`),
    ).toBeVisible();
    await expect(page.getByText(/Kembali ke malam dalam \d detik/)).toBeVisible();
    await shot(seats.asep, 'special-action');
    await expect(guide.page.getByText('1 dari 1 sudah beraksi')).toBeVisible(PHASE);
    // After 7 s back to the night (role-execute, which sends an eco citizen to the night status).
    await expect(page).toHaveURL(at('/(role-execute|night-phase)'), { timeout: 12_000 });
    await expect(page).toHaveURL(at('/night-phase'), PHASE);
  });

  await test.step('night 1: the villain picks Ibu Eneng on /role-execute', async () => {
    await nextNightStep(guide.page, 'Perusak Lingkungan');
    const page = seats.villain.page;
    await expect(page).toHaveURL(at('/role-execute', 'round=1'), PHASE);
    await expect(
      page.getByRole('heading', { name: 'Pilih siapa yang akan disingkirkan' }),
    ).toBeVisible();
    // Oneself is not a target.
    await expect(page.getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('radio', { name: seats.villain.username })).toHaveCount(0);
    const send = page.getByRole('button', { name: 'Kirim pilihan' });
    await expect(send).toBeDisabled();
    await page.getByRole('radio', { name: seats.eneng.username }).check();
    await shot(seats.villain, 'role-execute-villain');
    await send.click();
    await expect(page.getByText(`Pilihanmu sudah masuk: ${seats.eneng.username}.`)).toBeVisible();
    await expect(guide.page.getByText('1 dari 1 sudah beraksi')).toBeVisible(PHASE);
    for (const other of alive().filter((s) => s !== seats.villain)) {
      await expect(other.page).toHaveURL(at('/night-phase'));
    }
    await expect(seats.eneng.page).toHaveURL(at('/night-phase'));
  });

  await test.step('night 1: the guardians protect Asep and Teh Rani', async () => {
    await nextNightStep(guide.page, 'Penjaga Hijau');
    const choices: [Seat, Seat][] = [
      [seats.raka, seats.asep],
      [seats.rani, seats.rani],
    ];
    await each(
      choices.map(([g]) => g),
      async (guardian) => {
        const target = choices.find(([g]) => g === guardian)?.[1] ?? guardian;
        const { page } = guardian;
        await expect(page).toHaveURL(at('/role-execute', 'round=1'), PHASE);
        await expect(
          page.getByRole('heading', { name: 'Pilih siapa yang akan dilindungi' }),
        ).toBeVisible();
        // A guardian may protect themself: all six living players are listed.
        await expect(page.getByRole('radio')).toHaveCount(6);
        await page.getByRole('radio', { name: new RegExp(`^${target.username}`) }).check();
        if (guardian === seats.rani) await shot(guardian, 'role-execute-guardian');
        await page.getByRole('button', { name: 'Kirim pilihan' }).click();
        await expect(page.getByText(`Malam ini kamu melindungi ${target.username}.`)).toBeVisible();
      },
    );
    await expect(guide.page.getByText('2 dari 2 sudah beraksi')).toBeVisible(PHASE);
  });

  await test.step('night 1: the manager investigates the villain', async () => {
    await nextNightStep(guide.page, 'Pengelola Sampah');
    const page = seats.manager.page;
    await expect(page).toHaveURL(at('/role-execute', 'round=1'), PHASE);
    await expect(
      page.getByRole('heading', { name: 'Pilih siapa yang akan diselidiki' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: seats.villain.username }).check();
    await page.getByRole('button', { name: 'Kirim pilihan' }).click();
    await expect(page.getByText(`Kamu menyelidiki ${seats.villain.username}.`)).toBeVisible();
    await expect(
      page.getByText(`${seats.villain.username} ternyata Perusak Lingkungan!`),
    ).toBeVisible();
    await shot(seats.manager, 'role-execute-manager');
    await expect(guide.page.getByText('1 dari 1 sudah beraksi')).toBeVisible(PHASE);
    // The guide's night ends on the start-morning page.
    await guide.page.getByRole('button', { name: 'Langkah berikutnya: Fajar' }).click();
    await expect(guide.page).toHaveURL(at('/start-morning-phase'), PHASE);
    await expect(guide.page.getByRole('heading', { name: 'Mulai pagi', level: 1 })).toBeVisible();
    await each(players(), ({ page: p }) => expect(p).toHaveURL(at('/night-phase'), PHASE));
    await expect(seats.raka.page.getByRole('heading', { name: 'Fajar' })).toBeVisible(PHASE);
  });

  // From here on Ibu Eneng is out: she watches the eliminated leaderboard, nothing else.
  const eneng = seats.eneng;
  const expectEnengWatching = async () => {
    await expect(eneng.page).toHaveURL(at('/leaderboard', 'type=eliminated'));
    await expect(
      eneng.page.getByRole('heading', { name: 'Kamu tersingkir', level: 1 }),
    ).toBeVisible();
  };
  let enengFrom = 0;

  await test.step('morning: the night is processed, Ibu Eneng is out', async () => {
    enengFrom = eneng.visited.length;
    await guide.page.getByRole('button', { name: 'Proses hasil malam' }).click();
    await expect(guide.page).toHaveURL(at('/moderator-morning-phase'), PHASE);
    await expect(guide.page.getByRole('heading', { name: 'Laporan pagi' })).toBeVisible();
    await expect(guide.page.getByText(`${eneng.username} tersingkir tadi malam.`)).toBeVisible();
    await shot(guide, 'moderator-morning');

    await each(alive(), async ({ page }) => {
      await expect(page).toHaveURL(at('/morning-phase', 'round=1'), PHASE);
      await expect(page.getByRole('heading', { name: 'Selamat pagi, warga!' })).toBeVisible();
      await expect(page.getByText(`${eneng.username} tersingkir tadi malam.`)).toBeVisible();
      await page.getByRole('button', { name: 'Aku sudah bangun!' }).click();
      await expect(page.getByText(/^Bagus! Sekarang dengarkan pemandu/)).toBeVisible();
    });
    await shot(seats.asep, 'morning');

    await expect(eneng.page).toHaveURL(at('/leaderboard', 'type=eliminated'), PHASE);
    await expectEnengWatching();
    await expect(
      eneng.page.getByText('Para Perusak Lingkungan menyingkirkanmu tadi malam.'),
    ).toBeVisible();
    await shot(eneng, 'leaderboard-eliminated');
  });

  await test.step('day 1: learning video, then discussion ended by the guide', async () => {
    await guide.page.getByRole('button', { name: 'Putar video berita' }).click();
    await each([guide, ...alive()], async ({ page }) => {
      await expect(page).toHaveURL(at('/video-learning'), PHASE);
      await expect(page.getByRole('heading', { name: 'Video berita', level: 1 })).toBeVisible();
      // Either the round's video or "Video tidak tersedia" with Muat ulang.
      await expect(
        page.getByRole('heading', { name: 'Video tidak tersedia' }).or(page.getByText(/^Sumber: /)),
      ).toBeVisible();
    });
    // The class watches on the guide's screen: a phone loads no player until its student asks.
    await each(alive(), async ({ page }) => {
      await expect(
        page
          .getByRole('heading', { name: 'Video tidak tersedia' })
          .or(page.getByText('Tonton videonya di layar kelas')),
      ).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
    });
    await expectEnengWatching();
    await shot(guide, 'video-learning');

    await guide.page.getByRole('button', { name: 'Selesaikan video' }).click();
    await each([guide, ...alive()], async ({ page }) => {
      await expect(page).toHaveURL(at('/discussion-session'), PHASE);
      await expect(page.getByRole('heading', { name: 'Musyawarah warga' })).toBeVisible();
      // 180 s from the server's deadline, shown as mm:ss.
      await expect(page.getByRole('timer', { name: 'Sisa waktu diskusi' })).toHaveText(
        /^0[0-3]:[0-5]\d$/,
      );
    });
    await expectEnengWatching();
    await shot(seats.raka, 'discussion');
    await shot(guide, 'moderator-discussion');
    await guide.page.getByRole('button', { name: 'Akhiri diskusi' }).click();
  });

  await test.step('voting: a refresh mid-vote, and the village votes out the villain', async () => {
    await each([guide, ...alive()], async ({ page }) => {
      await expect(page).toHaveURL(at('/voting'), PHASE);
      await expect(page.getByRole('heading', { name: 'Saatnya memilih' })).toBeVisible();
    });
    await expectEnengWatching();
    // The guide watches: the living players shown, nothing to pick.
    await expect(guide.page.getByText('0 dari 5 suara masuk')).toBeVisible();
    await expect(guide.page.getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
    await expect(guide.page.getByRole('radio').first()).toBeDisabled();

    const vote = async (voter: Seat, target: Seat, last = false) => {
      const { page } = voter;
      const ok = page.getByRole('button', { name: 'OK', exact: true });
      await expect(ok).toBeDisabled();
      // Only the living others: Ibu Eneng and oneself are not listed.
      await expect(page.getByRole('radio')).toHaveCount(4);
      await expect(page.getByRole('radio', { name: eneng.username })).toHaveCount(0);
      await page.getByRole('radio', { name: target.username }).check();
      await ok.click();
      // The last vote ends the vote at once: that voter goes straight to the reveal.
      if (last) return;
      await expect(
        page.getByText(`Suaramu sudah masuk! Kamu memilih ${target.username}.`),
      ).toBeVisible();
    };

    await shot(seats.raka, 'voting');
    await vote(seats.raka, seats.villain);
    // Kang Raka refreshes after voting: the same screen, with his vote confirmed.
    await seats.raka.page.reload();
    await expect(seats.raka.page).toHaveURL(at('/voting'));
    await expect(seats.raka.page.getByRole('heading', { name: 'Saatnya memilih' })).toBeVisible();
    await expect(
      seats.raka.page.getByText(`Suaramu sudah masuk! Kamu memilih ${seats.villain.username}.`),
    ).toBeVisible();
    // Asep refreshes before voting: the same screen, still able to vote.
    await seats.asep.page.reload();
    await expect(seats.asep.page).toHaveURL(at('/voting'));
    await expect(seats.asep.page.getByRole('heading', { name: 'Saatnya memilih' })).toBeVisible();
    await shot(seats.asep, 'voting-after-reload');
    await vote(seats.asep, seats.villain);
    await vote(seats.manager, seats.villain);
    await vote(seats.rani, seats.villain);
    await expect(guide.page.getByText('4 dari 5 suara masuk')).toBeVisible(PHASE);
    await shot(guide, 'moderator-voting');
    await expectEnengWatching();
    await vote(seats.villain, seats.asep, true);
  });

  await test.step('reveal: the villain is out, the guide announces the winner', async () => {
    const villain = seats.villain.username;
    const watchers = alive().filter((s) => s !== seats.villain);
    await each([guide, ...watchers], async ({ page }) => {
      await expect(page).toHaveURL(at('/reveal-player'), PHASE);
      await expect(page.getByRole('heading', { name: 'Warga sudah memutuskan' })).toBeVisible();
      // The card turns after 2 s (name), then 0.5 s later (role).
      await expect(page.getByText(`${villain} tersingkir`, { exact: true })).toBeVisible();
      await expect(page.getByText(`${villain} ternyata Perusak Lingkungan.`)).toBeVisible();
      await expect(page.getByText(`${villain}: 4 suara`)).toBeVisible();
    });
    await expect(
      seats.asep.page.getByText('Pemandu akan segera melanjutkan permainan.'),
    ).toBeVisible();
    await expectEnengWatching();
    // The villain voted out is out of the roleplay at once: the eliminated leaderboard.
    await expect(seats.villain.page).toHaveURL(at('/leaderboard', 'type=eliminated'));
    await expect(
      seats.villain.page.getByText('Warga memilih untuk mengeluarkanmu (−20 poin).'),
    ).toBeVisible();
    await shot(seats.villain, 'leaderboard-voted-out');
    await expect(guide.page.getByText('Permainan sudah ada pemenangnya!')).toBeVisible();
    await shot(seats.asep, 'reveal');
    await shot(guide, 'moderator-reveal');

    // Ibu Eneng stayed on the eliminated leaderboard through the whole day.
    const seen = eneng.visited.slice(enengFrom).map((u) => new URL(u));
    expect(seen.length).toBeGreaterThan(0);
    for (const url of seen) {
      expect(
        url.pathname === '/night-phase' ||
          (url.pathname === '/leaderboard' && url.searchParams.get('type') === 'eliminated'),
        `Ibu Eneng was sent to ${url.pathname}${url.search}`,
      ).toBe(true);
    }
    await guide.page.getByRole('button', { name: 'Umumkan pemenang' }).click();
  });

  await test.step('victory: the good team wins, everyone sees Game Over', async () => {
    await expect(guide.page).toHaveURL(at('/moderator-leaderboard', 'type=victory'), PHASE);
    await expect(
      guide.page.getByRole('heading', { name: 'Permainan selesai', level: 1 }),
    ).toBeVisible();
    await expect(
      guide.page.getByRole('heading', { name: 'Tim Pelindung Lingkungan', exact: true }),
    ).toBeVisible();
    await each(players(), async ({ page }) => {
      await expect(page).toHaveURL(at('/leaderboard', 'type=victory', 'winner=good_guys'), PHASE);
      await expect(
        page.getByRole('heading', { name: 'Permainan selesai', level: 1 }),
      ).toBeVisible();
      await expect(
        page.getByText(
          'Tim Pelindung Lingkungan Menang! Semua Perusak Lingkungan telah dieliminasi.',
        ),
      ).toBeVisible();
    });
    await shot(seats.asep, 'leaderboard-victory');
    await shot(guide, 'moderator-victory');
    await guide.page.getByRole('button', { name: 'Bacakan narasi penutup' }).click();
  });

  await test.step('ending narrative, then the closing quiz intro', async () => {
    await each([guide, ...players()], async ({ page }) => {
      await expect(page).toHaveURL(at('/ending-narrative', 'winner=good_guys'), PHASE);
      await expect(
        page.getByRole('heading', { name: 'Tim Pelindung Lingkungan Menang!', level: 1 }),
      ).toBeVisible();
    });
    await expect(
      seats.villain.page.getByRole('button', { name: 'Menunggu pemandu…' }),
    ).toBeDisabled();
    await shot(seats.villain, 'ending-narrative');
    await guide.page.getByRole('button', { name: 'Lanjut ke kuis penutup' }).click();

    await each([guide, ...players()], async ({ page }) => {
      await expect(page).toHaveURL(at('/closing-quiz', 'step=closing_quiz_intro'), PHASE);
      await expect(page.getByText('6 topik, 1 soal per topik, 6 menit.')).toBeVisible();
    });
    await expect(seats.asep.page.getByRole('button', { name: 'Menunggu pemandu…' })).toBeDisabled();
    await shot(seats.asep, 'closing-quiz-intro');
    await shot(guide, 'moderator-closing-quiz-intro');
    await guide.page.getByRole('button', { name: 'Mulai kuis', exact: true }).click();
  });

  await test.step('closing quiz: every player answers a topic, the guide completes it', async () => {
    await expect(guide.page).toHaveURL(at('/closing-quiz', 'step=quiz_active'), PHASE);
    await expect(
      guide.page.getByRole('heading', { name: 'Kuis penutup sedang berlangsung', level: 1 }),
    ).toBeVisible();
    await each(players(), async ({ page }) => {
      await expect(page).toHaveURL(at('/closing-choose-topic'), PHASE);
      await expect(page.getByRole('heading', { name: 'Kuis penutup', level: 1 })).toBeVisible();
    });
    await shot(seats.eneng, 'closing-choose-topic');

    const order = Object.keys(PLAYER_CARDS) as PlayerName[];
    await each(players(), async (seat) => {
      const number = ((order.indexOf(seat.name as PlayerName) + 2) % 6) + 1;
      const { page } = seat;
      await openTopic(page, number, at('/closing-quiz', 'topicId=[^&]+', `topicIndex=${number}`));
      if (seat === seats.eneng) await shot(seat, 'closing-quiz-question');
      await answerTopic(page, 'closing', true);
      await expect(page).toHaveURL(at('/closing-choose-topic'), PHASE);
      await expect(page.getByText('1 dari 6 topik selesai')).toBeVisible();
      await expect(
        page.getByRole('button', { name: new RegExp(`Topik ${number}\\b`) }),
      ).toBeDisabled();
    });
    await shot(seats.eneng, 'closing-choose-topic-done');
    await shot(guide, 'moderator-closing-quiz');
    await guide.page.getByRole('button', { name: 'Selesaikan kuis' }).click();
  });

  await test.step('outro, final narrative and End Game for everyone', async () => {
    await expect(guide.page).toHaveURL(at('/closing-quiz', 'step=outro'), PHASE);
    await each(players(), async ({ page }) => {
      await expect(page).toHaveURL(at('/leaderboard', 'type=after-closing-quiz'), PHASE);
      await expect(
        page.getByRole('heading', { name: 'Hasil akhir permainan', level: 1 }),
      ).toBeVisible();
    });
    await shot(seats.asep, 'leaderboard-after-closing-quiz');
    await shot(guide, 'moderator-outro');
    // The guide's Final Game Results, and back to the story.
    await guide.page.getByRole('link', { name: 'Hasil akhir' }).click();
    await expect(guide.page).toHaveURL(at('/moderator-leaderboard', 'type=final'), PHASE);
    await expect(
      guide.page.getByRole('heading', { name: 'Hasil akhir permainan', level: 1 }),
    ).toBeVisible();
    await expect(guide.page.getByRole('region', { name: 'Penghargaan' })).toBeVisible();
    await shot(guide, 'moderator-final-results');
    await guide.page.getByRole('link', { name: 'Kembali ke kata penutup' }).click();
    await expect(guide.page).toHaveURL(at('/closing-quiz', 'step=outro'), PHASE);
    await guide.page.getByRole('button', { name: 'Tampilkan kata penutup' }).click();

    await expect(guide.page).toHaveURL(at('/closing-quiz', 'step=final_narrative'), PHASE);
    await each(players(), async ({ page }) => {
      await expect(page).toHaveURL(at('/closing-quiz', 'step=final_narrative'), PHASE);
      await expect(page.getByText('Terima kasih sudah bermain EcoSCha!')).toBeVisible();
    });
    await shot(seats.asep, 'final-narrative');

    await guide.page.getByRole('button', { name: 'Akhiri permainan untuk semua' }).click();
    await expect(guide.page.getByText('Akhiri permainan untuk semua pemain?')).toBeVisible();
    await guide.page.getByRole('button', { name: 'Ya, akhiri permainan' }).click();
    await expect(guide.page).toHaveURL(at('/moderator-leaderboard', 'type=ended'), PHASE);
    await expect(
      guide.page.getByRole('heading', { name: 'Pemandu telah mengakhiri permainan' }),
    ).toBeVisible();
    expect(guide.dialogs).toEqual([]);
    await each(players(), async (seat) => {
      await expect(seat.page).toHaveURL(at('/leaderboard', 'type=ended'), PHASE);
      await expect(
        seat.page.getByRole('heading', { name: 'Pemandu telah mengakhiri permainan' }),
      ).toBeVisible();
      await expect(seat.page.getByRole('table')).toBeVisible();
      expect(seat.dialogs).toEqual([]);
      await expect(
        seat.page.evaluate(() => localStorage.getItem('currentSessionId')),
      ).resolves.toBeNull();
    });
  });
});
