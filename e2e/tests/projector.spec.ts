import { test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { BotClient } from '../../apps/server/src/testing/bot-client';
import { expect, phoneBaseURL, screenshot, signInAsBot } from './helpers';
import { closeContexts, newPage } from './room';

/**
 * The class's projector screen follows a whole game, from the lobby to the final leaderboard,
 * at 1920 x 1080 and at 1280 x 720 (two screens, each signed in as the guide through the login
 * page). The guide and five students are bots on the real API and sockets; the screens only
 * watch, and every change reaches them by push.
 *
 * The script: Mang Karwa (the villain) eliminates Ibu Eneng in night 1; Kang Raka protects Asep.
 * In the day vote everyone votes for Mang Karwa, who votes for Asep: the good team wins.
 */

type Json = Record<string, unknown>;
const SIZES = [
  { name: '1080p', width: 1920, height: 1080 },
  { name: '720p', width: 1280, height: 720 },
] as const;
const CARDS = {
  villain: 'mang_karwa_waste_villain',
  asep: 'asep_eco_citizen',
  raka: 'kang_raka_green_guardian',
  eneng: 'ibu_eneng_eco_citizen',
  manager: 'waste_manager',
} as const;
type Name = keyof typeof CARDS;

const bots: BotClient[] = [];
test.afterEach(async () => {
  for (const bot of bots.splice(0)) bot.close();
  await closeContexts();
});

/** A projector: a browser of this size, signed in as the guide on the login page. */
async function openProjector(
  browser: Browser,
  testInfo: TestInfo,
  size: (typeof SIZES)[number],
  guide: BotClient,
  sessionId: string,
): Promise<Page> {
  const page = await newPage(browser, testInfo, {
    viewport: { width: size.width, height: size.height },
  });
  await signInAsBot(page, guide.username, `/screen?sessionId=${sessionId}`);
  await expect(page).toHaveURL(/\/landing|\/screen/);
  if (!page.url().includes('/screen')) await page.goto(`/screen?sessionId=${sessionId}`);
  return page;
}

test('the projector follows a game from the lobby to the final leaderboard', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the screen sizes are set here');
  test.setTimeout(5 * 60_000);
  const base = String(testInfo.project.use.baseURL);
  const tag = Date.now().toString(36);

  const guide = new BotClient(base, `pemandu${tag}`, 'sustainability_guide');
  const seats = Object.fromEntries(
    Object.entries(CARDS).map(([name, card]) => [name, new BotClient(base, `${name}${tag}`, card)]),
  ) as Record<Name, BotClient>;
  const players = Object.values(seats);
  bots.push(guide, ...players);
  await Promise.all(bots.map((bot) => bot.signIn()));
  const created = await guide.call<{ _id: string; roomCode: string }>(
    'POST',
    '/api/game-sessions',
    { moderatorId: guide.userId },
  );
  const sessionId = created._id;
  const { roomCode } = created;
  const api = (path: string) => path.replace(':id', sessionId);
  const advance = (phase: string) =>
    guide.call('PUT', api('/api/game-sessions/:id/phase'), { phase });

  const screens = await Promise.all(
    SIZES.map((size) => openProjector(browser, testInfo, size, guide, sessionId)),
  );
  /** Both screens show `title` as the phase; then each is photographed as `step`. */
  const shows = async (title: string | RegExp, step: string) => {
    for (const [i, page] of screens.entries()) {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Living players' roles stay hidden until the rules reveal them (the villain's at the
      // vote's result, everyone's once a side has won).
      const body = page.locator('body');
      const number = Number(step.slice(0, 2));
      if (number < 20) await expect(body).not.toContainText(`Peran ${seats.raka.username}`);
      if (number < 19) await expect(body).not.toContainText(`Peran ${seats.villain.username}`);
      await screenshot(page, testInfo, `projector-${String(step)}-${SIZES[i]?.name}`);
    }
  };
  const both = (run: (page: Page) => Promise<unknown>) => Promise.all(screens.map(run));

  await test.step('the lobby: the room code, a QR code of the join link, who is connected', async () => {
    await shows('Ayo bergabung', '01-lobby-empty');
    await both(async (page) => {
      await expect(page.getByText(roomCode, { exact: true })).toBeVisible();
      const qr = page.getByRole('img', { name: /Kode QR tautan bergabung/ });
      // The projector is on the laptop's loopback address: its code leads phones to the network's.
      await expect(qr).toHaveAttribute(
        'data-link',
        `${phoneBaseURL(testInfo)}/join?code=${roomCode}`,
      );
      await expect(page.getByText('Belum ada yang bergabung.')).toBeVisible();
    });
    for (const player of players) {
      await player.call('POST', api('/api/game-sessions/:id/join'), { userId: player.userId });
    }
    await both((page) => expect(page.getByText('0 dari 5 terhubung')).toBeVisible());
    // The phones open the game: each appears as connected, by push.
    await Promise.all(players.map((player) => player.connect(sessionId)));
    await both((page) => expect(page.getByText('5 dari 5 terhubung')).toBeVisible());
    await both((page) =>
      expect(page.getByRole('img', { name: 'terhubung', exact: true })).toHaveCount(5),
    );
    await shows('Ayo bergabung', '02-lobby-joined');
  });

  await test.step('the opening story and quiz, then the quiz ranking', async () => {
    await advance('narrative_1');
    await shows('Cerita pembuka', '03-narrative-opening');
    await both((page) =>
      expect(page.getByRole('heading', { name: 'Selamat Datang di Dayeuhmanggung' })).toBeVisible(),
    );
    await advance('quiz_active');
    await shows('Kuis pembuka', '04-quiz');
    await both((page) => expect(page.getByRole('timer')).toHaveText(/^0[56]:[0-5]\d$/));
    await answerQuiz(players, sessionId, false);
    await both((page) => expect(page.getByText('4 dari 5 selesai')).toBeVisible());
    await shows('Kuis pembuka', '05-quiz-done');
    await advance('quiz_completed');
    await shows('Hasil kuis', '06-quiz-ranking');
    await both((page) =>
      expect(page.getByRole('heading', { name: 'Peringkat kuis pembuka' })).toBeVisible(),
    );
  });

  await test.step('night 1: each step, and nobody’s choice on the screen', async () => {
    await advance('start_roleplay_narrative');
    await shows('Permainan peran dimulai', '07-roleplay-start');
    await advance('night_phase_1');
    await shows('Malam ke-1', '08-night');
    await advance('highest_scorer_action');
    await shows('Malam ke-1: peraih skor tertinggi', '09-night-highest-scorer');
    const { eligiblePlayers } = await guide.call<{ eligiblePlayers: Array<{ userId: string }> }>(
      'GET',
      api('/api/gameflow/special-action/:id'),
    );
    for (const eligible of eligiblePlayers) {
      const bot = players.find((p) => p.userId === eligible.userId);
      const target = eligible.userId === seats.villain.userId ? seats.asep : seats.villain;
      await bot?.call('POST', '/api/gameflow/special-action', {
        sessionId,
        targetPlayerId: target.userId,
        actionType: 'reveal_role',
        round: 1,
      });
    }
    await advance('waste_villain_action');
    await seats.villain.call('POST', '/api/gameflow/kill-vote', {
      sessionId,
      killerId: seats.villain.userId,
      targetId: seats.eneng.userId,
    });
    await shows('Malam ke-1: para Perusak Lingkungan', '10-night-villains');
    await advance('green_guardian_action');
    await seats.raka.call('POST', '/api/gameflow/save-vote', {
      sessionId,
      guardianId: seats.raka.userId,
      targetId: seats.asep.userId,
    });
    await shows('Malam ke-1: para Penjaga Hijau', '11-night-guardians');
    await advance('waste_manager_action');
    await seats.manager.call('POST', '/api/gameflow/investigate-vote', {
      sessionId,
      managerId: seats.manager.userId,
      targetId: seats.villain.userId,
    });
    await shows('Malam ke-1: para Pengelola Sampah', '12-night-managers');
    await both(async (page) => {
      await expect(page.locator('body')).not.toContainText(seats.eneng.username + ' tersingkir');
      await expect(page.locator('body')).not.toContainText('Perusak Lingkungan!');
    });
    await advance('night_phase_complete');
    await shows('Malam ke-1 hampir usai', '13-night-ending');
  });

  await test.step('morning: the night’s victim, with the role the rules now reveal', async () => {
    await guide.call('POST', '/api/gameflow/process-night-results', { sessionId });
    await shows('Pagi hari ke-1', '14-morning');
    await both(async (page) => {
      await expect(page.getByText(`${seats.eneng.username} tersingkir tadi malam.`)).toBeVisible();
      await expect(
        page.getByText(`Peran ${seats.eneng.username}: Warga Peduli Lingkungan.`),
      ).toBeVisible();
    });
  });

  await test.step('day 1: video, discussion, the vote and its result', async () => {
    await advance('video_learning_active');
    await shows('Video berita', '15-video');
    await advance('discussion_active');
    await shows('Diskusi hari ke-1', '16-discussion');
    await both((page) => expect(page.getByRole('timer')).toHaveText(/^0[0-3]:[0-5]\d$/));
    await guide.call('POST', api('/api/game-sessions/:id/end-discussion'), {
      moderatorId: guide.userId,
    });
    await shows('Pemungutan suara hari ke-1', '17-voting');
    const voters = [seats.asep, seats.raka, seats.manager];
    for (const voter of voters) {
      await voter.call('POST', '/api/gameflow/vote', {
        sessionId,
        voterId: voter.userId,
        targetId: seats.villain.userId,
      });
    }
    await both((page) => expect(page.getByText('3 dari 4 sudah memilih')).toBeVisible());
    await both(async (page) => {
      // Who voted is public; for whom stays secret until the result.
      await expect(page.locator('body')).not.toContainText('Perolehan suara');
    });
    await shows('Pemungutan suara hari ke-1', '18-voting-3-of-4');
    await seats.villain.call('POST', '/api/gameflow/vote', {
      sessionId,
      voterId: seats.villain.userId,
      targetId: seats.asep.userId,
    });
    await shows('Hasil pemungutan suara', '19-vote-result');
    await both(async (page) => {
      await expect(
        page.getByText(`${seats.villain.username} harus meninggalkan kampung.`),
      ).toBeVisible();
      await expect(
        page.getByText(`Peran ${seats.villain.username}: Perusak Lingkungan.`),
      ).toBeVisible();
      await expect(page.getByText('3 suara')).toBeVisible();
    });
  });

  await test.step('the end of the role-play: the winners and every role', async () => {
    await advance('game_ended');
    await shows('Permainan peran selesai', '20-game_ended');
    await both(async (page) => {
      await expect(page.getByText('Tim Pelindung Lingkungan', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Peran semua pemain' })).toBeVisible();
    });
    await advance('roleplay_ending_narrative');
    await shows('Akhir cerita', '21-ending');
  });

  await test.step('the closing quiz, the final ranking and the two awards', async () => {
    await advance('closing_quiz_intro');
    await shows('Kuis penutup', '22-closing-intro');
    await advance('closing_quiz_active');
    await answerQuiz(players, sessionId, true);
    await both((page) => expect(page.getByText('4 dari 5 selesai')).toBeVisible());
    await shows('Kuis penutup', '23-closing-quiz');
    await advance('closing_quiz_completed');
    await shows('Hasil akhir', '24-final-ranking');
    await both(async (page) => {
      await expect(page.getByRole('heading', { name: 'Peringkat akhir' })).toBeVisible();
      const awards = page.getByRole('region', { name: 'Penghargaan' });
      await expect(awards.getByRole('listitem')).toHaveCount(2);
      await expect(awards.getByText('Belum ada')).toHaveCount(0);
    });
    await advance('final_narrative');
    await shows('Kata penutup', '25-final-words');
    await advance('game_completely_ended');
    await shows('Hasil akhir', '26-final');
  });
});

/**
 * Every player hands in every topic but the last player its last one: the quiz keeps running
 * (it would end by itself once everyone has handed in everything) until the guide ends it.
 */
async function answerQuiz(players: BotClient[], sessionId: string, closing: boolean) {
  await Promise.all(
    players.map(async (bot, index) => {
      const query = `sessionId=${sessionId}${closing ? '&closing=true' : ''}`;
      const { topics } = await bot.call<{
        topics: Array<{ _id: string; questions: Array<{ id: string; type: string }> }>;
      }>('GET', `/api/quiz/topics?${query}`);
      const last = index === players.length - 1;
      for (const topic of last ? topics.slice(0, -1) : topics) {
        const answers: Json = Object.fromEntries(
          topic.questions.map((q, i) => [
            q.id,
            q.type === 'essay'
              ? 'hutan dan sungai dijaga bersama warga kampung'
              : ['A', 'B', 'true', 'C'][(index + i) % 4],
          ]),
        );
        await bot.call('POST', '/api/quiz-score/save-score', {
          sessionId,
          userId: bot.userId,
          topicId: topic._id,
          answers,
          isClosingQuiz: closing,
        });
      }
    }),
  );
}
