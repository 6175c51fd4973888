import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  signedInGuide,
  signedInPlayer,
  stateIn,
} from '@/features/game-leaderboard/testing/game-fixtures';
import { NARRATIVES_ROUTE } from '@/features/game-narrative/testing/narrative-fixtures';
import { renderApp } from '@/testing/render-app';

/** The ending's heading, and its story's title. */
async function expectEnding(heading: string, story: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await screen.findByRole('heading', { level: 2, name: story })).toBeVisible();
}

describe('/ending-narrative', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./ending-narrative');
  });

  it("reads the protectors' ending; the guide continues to the closing quiz", async () => {
    const api = signedInGuide(
      stateIn('roleplay_ending_narrative', 3, () => ({ winner: 'good_guys' })),
      { ...NARRATIVES_ROUTE, 'PUT /api/game-sessions/s1/phase': { body: {} } },
    );
    const app = renderApp('/ending-narrative?sessionId=s1&winner=good_guys');
    await expectEnding('The Environmental Protectors Win!', 'Title ending_good');
    await app.user.click(screen.getByRole('button', { name: 'Continue to the closing quiz' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'closing_quiz_intro' }));
  });

  it("reads the villains' ending to players, who wait for the moderator", async () => {
    signedInPlayer(
      stateIn('roleplay_ending_narrative', 3, () => ({ winner: 'villains' })),
      NARRATIVES_ROUTE,
    );
    renderApp('/ending-narrative?sessionId=s1&winner=villains');
    await expectEnding('The Waste Villains Win!', 'Title ending_villains');
    expect(screen.getByRole('button', { name: 'Waiting for moderator…' })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Continue to the closing quiz' }),
    ).not.toBeInTheDocument();
  });

  it('tells a story without a winner when there is none', async () => {
    signedInPlayer(stateIn('roleplay_ending_narrative', 3), NARRATIVES_ROUTE);
    renderApp('/ending-narrative?sessionId=s1');
    await expectEnding('The Story Ends Without a Winner', 'Title ending_neutral');
  });
});
