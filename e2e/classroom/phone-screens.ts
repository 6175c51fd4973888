/**
 * The screen a living Eco Citizen's phone shows in each phase (Indonesian, as the class sets its
 * phones), from the game's route table (packages/game/src/route.ts) and the texts the browser
 * suite checks (e2e/tests/whole-game.spec.ts). A screen is reached when the address matches and
 * its text is visible.
 */
export type Screen = {
  /** Names the screen in the summary; equal keys mean the phone stays on the same screen. */
  key: string;
  /** The address: exactly this path, and these `key=value` pairs in the query. */
  path: string;
  query: string[];
  text: string;
};

const screen = (key: string, path: string, query: string[], text: string): Screen => ({
  key,
  path,
  query,
  text,
});

/** Address matcher: the path exactly, the query pairs in any order. */
export function addressOf({ path, query }: Screen): RegExp {
  const pairs = query.map((pair) => `(?=.*[?&]${pair}(&|$))`).join('');
  return new RegExp(`^https?://[^/]+${path}(?=\\?|#|$)${pairs}`);
}

const NIGHT_STEPS: Record<string, string> = {
  highest_scorer_action: 'Peraih skor tertinggi kuis pembuka boleh diam-diam melihat satu kartu.',
  waste_villain_action: 'Para Perusak Lingkungan sedang memilih seseorang dalam gelap.',
  green_guardian_action: 'Para Penjaga Hijau sedang memilih siapa yang akan dilindungi.',
  waste_manager_action: 'Para Pengelola Sampah sedang memeriksa catatan seseorang.',
  night_phase_complete: 'Malam sudah berakhir. Pemandu sedang menyiapkan pagi…',
};

/** The screen of `phase` (a wire phase: `night_phase_2`) in `round`, for a living citizen. */
export function citizenScreen(phase: string, round: number): Screen {
  const night = /^night_phase_(\d+)$/.exec(phase);
  if (night) {
    const text = 'Kampung bersiap tidur. Pejamkan mata dan dengarkan pemandu.';
    return screen(`night ${night[1]}`, '/night-phase', [`round=${night[1]}`], text);
  }
  const step = NIGHT_STEPS[phase];
  if (step) return screen(`night ${round}: ${phase}`, '/night-phase', [`round=${round}`], step);
  switch (phase) {
    case 'initial':
      return screen(
        'lobby',
        '/leaderboard',
        ['type=waiting-moderator'],
        'Menunggu pemandu memulai permainan…',
      );
    case 'narrative_1':
      return screen(
        'opening narrative',
        '/leaderboard',
        ['type=waiting-moderator'],
        'Pemandu sedang membacakan kisah pembuka.',
      );
    case 'quiz_active':
      // The quiz opens on its countdown (3, 2, 1, MULAI!, four seconds by the spec), then the
      // topic chooser: the phone is in step once the countdown shows.
      return screen('opening quiz', '/countdown', [], 'Bersiap!');
    case 'quiz_completed':
      return screen(
        'quiz results',
        '/leaderboard',
        ['type=after-quiz'],
        'Skor kuismu kini menjadi poin awalmu.',
      );
    case 'start_roleplay_narrative':
      return screen(
        'role-play story',
        '/leaderboard',
        ['type=after-quiz'],
        'Permainan peran dimulai: pemandu sedang membacakan kisahnya.',
      );
    case 'morning_phase_active':
      return screen(
        `morning ${round}`,
        '/morning-phase',
        [`round=${round}`],
        'Selamat pagi, warga!',
      );
    case 'video_learning_active':
      return screen(`video ${round}`, '/video-learning', [], 'Video berita');
    case 'discussion_active':
      return screen(`discussion ${round}`, '/discussion-session', [], 'Musyawarah warga');
    case 'voting_active':
      return screen(`voting ${round}`, '/voting', [], 'Saatnya memilih');
    case 'elimination_reveal':
      return screen(`reveal ${round}`, '/reveal-player', [], 'Warga sudah memutuskan');
    case 'voting_completed':
      return screen(
        `after vote ${round}`,
        '/leaderboard',
        [],
        'Pemandu akan segera memulai bagian permainan berikutnya.',
      );
    case 'game_ended':
      return screen(
        'victory',
        '/leaderboard',
        ['type=victory', 'winner=good_guys'],
        'Permainan selesai',
      );
    case 'roleplay_ending_narrative':
      return screen(
        'ending narrative',
        '/ending-narrative',
        ['winner=good_guys'],
        'Tim Pelindung Lingkungan Menang!',
      );
    case 'closing_quiz_intro':
      return screen(
        'closing quiz intro',
        '/closing-quiz',
        ['step=closing_quiz_intro'],
        // The class's server runs the closing quiz for 3 minutes (run.ts: CLOSING_QUIZ_MS).
        '6 topik, 1 soal per topik, 3 menit.',
      );
    case 'closing_quiz_active':
      return screen('closing quiz', '/closing-choose-topic', [], 'Kuis penutup');
    case 'closing_quiz_completed':
      return screen(
        'final leaderboard',
        '/leaderboard',
        ['type=after-closing-quiz'],
        'Hasil akhir permainan',
      );
    case 'final_narrative':
      return screen(
        'closing words',
        '/closing-quiz',
        ['step=final_narrative'],
        'Terima kasih sudah bermain EcoSCha!',
      );
    case 'game_completely_ended':
      return screen(
        'game over: results',
        '/leaderboard',
        ['type=ended'],
        'Pemandu telah mengakhiri permainan',
      );
    default:
      throw new Error(`No phone screen known for phase ${phase}`);
  }
}
