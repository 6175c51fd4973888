import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  award,
  results,
  signedInGuide,
  signedInPlayer,
  stateIn,
} from '@/features/game-leaderboard/testing/game-fixtures';
import { NARRATIVES_ROUTE } from '@/features/game-narrative/testing/narrative-fixtures';
import { i18n } from '@/lib/i18n';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/game-quiz/components/closing-quiz-topic', () => ({
  ClosingQuizTopic: () => <p>The closing topic's question</p>,
}));

const PHASE = 'PUT /api/game-sessions/s1/phase';
const phaseBodies = (api: ReturnType<typeof signedInGuide>) =>
  api.requestsTo('PUT', '/api/game-sessions/s1/phase').map((request) => request.body);
const won = { winner: 'good_guys' as const, winReason: 'all_villains_eliminated' as const };

describe('/closing-quiz', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await Promise.all([
      import('./closing-quiz'),
      import('./moderator-leaderboard'),
      import('./leaderboard'),
    ]);
  });

  it("introduces the closing quiz; the guide's Start Quiz starts it", async () => {
    const api = signedInGuide(
      stateIn('closing_quiz_intro', 3, () => won),
      {
        ...NARRATIVES_ROUTE,
        [PHASE]: { body: {} },
      },
    );
    const app = renderApp('/closing-quiz?sessionId=s1&step=closing_quiz_intro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title closing_quiz_intro' }),
    ).toBeVisible();
    expect(screen.getByText('6 topics, 1 question per topic, 6 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Waiting/ })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await waitFor(() => expect(phaseBodies(api)).toEqual([{ phase: 'closing_quiz_active' }]));
  });

  it('says in Indonesian that the closing quiz cannot start', async () => {
    await i18n.changeLanguage('id');
    signedInGuide(
      stateIn('closing_quiz_intro', 3, () => won),
      {
        ...NARRATIVES_ROUTE,
        [PHASE]: { status: 409, body: errorBody('ILLEGAL_TRANSITION', 'Not now') },
      },
    );
    const app = renderApp('/closing-quiz?sessionId=s1&step=closing_quiz_intro');
    await app.user.click(await screen.findByRole('button', { name: 'Mulai kuis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gagal memulai kuis penutup. Silakan coba lagi.',
    );
  });

  it('has players wait for the moderator with a disabled button', async () => {
    signedInPlayer(
      stateIn('closing_quiz_intro', 3, () => won),
      NARRATIVES_ROUTE,
    );
    renderApp('/closing-quiz?sessionId=s1&step=closing_quiz_intro');
    expect(await screen.findByRole('button', { name: 'Waiting for moderator…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Start Quiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End game for everyone' })).not.toBeInTheDocument();
  });

  it('shows the guide the running quiz: red countdown in the last minute, who finished, Complete Quiz', async () => {
    const api = signedInGuide(
      stateIn('closing_quiz_active', 3, () => ({
        ...won,
        deadline: Date.now() + 45_000,
        quizResults: { 'user-1': results('closing', 6), 'user-3': results('closing', 3) },
      })),
      { [PHASE]: { body: {} } },
    );
    const app = renderApp('/closing-quiz?sessionId=s1&step=quiz_active');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Closing quiz in progress' }),
    ).toBeVisible();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^00:4\d$/);
    expect(timer.parentElement?.className).toMatch(/urgent/);
    expect(screen.getByText('Less than a minute left')).toBeInTheDocument();
    expect(await screen.findByText('1 of 4 players finished')).toBeInTheDocument();
    expect(screen.getByText('rani').closest('li')).toHaveTextContent('3 of 6 topics');

    await app.user.click(screen.getByRole('button', { name: 'Complete Quiz' }));
    await waitFor(() => expect(phaseBodies(api)).toEqual([{ phase: 'closing_quiz_completed' }]));
  });

  it('keeps the timer calm with more than a minute left', async () => {
    signedInGuide(
      stateIn('closing_quiz_active', 3, () => ({ ...won, deadline: Date.now() + 300_000 })),
    );
    renderApp('/closing-quiz?sessionId=s1&step=quiz_active');
    const timer = await screen.findByRole('timer');
    expect(timer.parentElement?.className).not.toMatch(/urgent/);
  });

  it('reads the outro; the guide shows the final narrative, the results, or ends the game', async () => {
    const api = signedInGuide(
      stateIn('closing_quiz_completed', 3, () => ({
        ...won,
        achievements: [award('user-4', 'best_eco_thinker'), award('user-2', 'most_strategic')],
      })),
      { ...NARRATIVES_ROUTE, [PHASE]: { body: {} } },
    );
    const app = renderApp('/closing-quiz?sessionId=s1&step=outro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title outro' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'End game for everyone' })).toBeVisible();

    // The Final Game Results of the spec: the guide's panel, and the frame lets them stay there.
    await app.user.click(screen.getByRole('link', { name: 'Final results' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Final Game Results' }),
    ).toBeVisible();
    expect(app.currentUrl()).toBe('/moderator-leaderboard?sessionId=s1&type=final');
    expect(screen.getByRole('region', { name: 'Awards' })).toHaveTextContent(
      'The Best Eco ThinkerharsaThe Most Strategic Playerbudi',
    );
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.getByRole('button', { name: 'End game for everyone' })).toBeVisible();

    await app.user.click(screen.getByRole('link', { name: 'Back to the closing words' }));
    await app.user.click(await screen.findByRole('button', { name: 'Show the closing words' }));
    await waitFor(() => expect(phaseBodies(api)).toEqual([{ phase: 'final_narrative' }]));
  });

  it('ends with the final words: players are thanked and may open the final leaderboard', async () => {
    signedInPlayer(
      stateIn('final_narrative', 3, () => won),
      NARRATIVES_ROUTE,
    );
    const app = renderApp('/closing-quiz?sessionId=s1&step=final_narrative');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title final_words' }),
    ).toBeVisible();
    expect(screen.getByText('Thank you for playing EcoSCha!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End game for everyone' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Final results' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Final Game Results' }),
    ).toBeVisible();
    expect(app.currentUrl()).toBe('/leaderboard?sessionId=s1&type=after-closing-quiz');
  });

  it("takes a player from the outro's final leaderboard on to the final words", async () => {
    signedInPlayer(
      stateIn('final_narrative', 3, () => won),
      NARRATIVES_ROUTE,
    );
    const app = renderApp('/leaderboard?sessionId=s1&type=after-closing-quiz');
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/closing-quiz?sessionId=s1&step=final_narrative'),
    );
  });

  it('gives the guide End Game and the final results in the final words', async () => {
    signedInGuide(
      stateIn('final_narrative', 3, () => won),
      NARRATIVES_ROUTE,
    );
    renderApp('/closing-quiz?sessionId=s1&step=final_narrative');
    await screen.findByRole('heading', { level: 1, name: 'Title final_words' });
    expect(screen.getByRole('button', { name: 'End game for everyone' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Final results' })).toHaveAttribute(
      'href',
      '/moderator-leaderboard?sessionId=s1&type=final',
    );
    expect(screen.queryByText('Thank you for playing EcoSCha!')).not.toBeInTheDocument();
  });

  it("runs a player's closing topic when the URL names one", async () => {
    signedInPlayer(stateIn('closing_quiz_active', 3, () => won));
    const app = renderApp('/closing-quiz?sessionId=s1&topicId=plastic_waste&topicIndex=3');
    expect(await screen.findByText("The closing topic's question")).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/closing-quiz?sessionId=s1&topicId=plastic_waste&topicIndex=3');
  });
});
