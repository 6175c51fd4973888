import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameHistoryEntry } from '@ecoscha/contracts';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PROFILE = 'GET /api/auth/profile';

describe('/profile', () => {
  it('shows the username, the email and an edit button', async () => {
    storeLogin();
    mockApi({ [PROFILE]: { body: { user: makeUser() } } });
    renderApp('/profile');

    expect(await screen.findByText('sari@example.com')).toBeInTheDocument();
    expect(screen.getByText('sari')).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('says No email when the account has none', async () => {
    storeLogin();
    mockApi({ [PROFILE]: { body: { user: makeUser({ email: '' }) } } });
    renderApp('/profile');
    expect(await screen.findByText('No email')).toBeInTheDocument();
  });

  it('shows a stub user with email N/A when the profile fetch fails', async () => {
    storeLogin();
    let calls = 0;
    mockApi({
      [PROFILE]: () =>
        ++calls === 1
          ? { body: { user: makeUser() } }
          : { status: 503, body: errorBody('DATABASE_UNAVAILABLE', 'down') },
    });
    renderApp('/profile');

    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('sari')).toBeInTheDocument();
  });

  it('lists the achievements earned and the games played', async () => {
    storeLogin();
    const game = (entry: Partial<GameHistoryEntry>): GameHistoryEntry => ({
      sessionId: 's1',
      roomCode: 'ECO12345',
      date: '2025-03-04T09:00:00.000Z',
      roleId: 'eco_citizen_1',
      totalScore: 40,
      rank: 2,
      playerCount: 6,
      status: 'finished',
      achievements: [],
      ...entry,
    });
    const awardedAt = '2025-03-04T09:00:00.000Z';
    mockApi({
      [PROFILE]: { body: { user: makeUser() } },
      'GET /api/auth/history': {
        body: {
          history: [
            game({
              sessionId: 's2',
              date: '2025-05-06T09:00:00.000Z',
              status: 'in_progress',
              roleId: 'waste_villain_2',
              totalScore: 10,
              rank: 5,
            }),
            game({
              achievements: [
                { type: 'quiz_perfect', points: 50, awardedAt },
                { type: 'best_eco_thinker', points: 50, awardedAt },
              ],
            }),
            game({
              sessionId: 's0',
              achievements: [{ type: 'quiz_perfect', points: 50, awardedAt }],
            }),
          ],
        },
      },
    });
    renderApp('/profile');

    const achievements = await screen.findByRole('region', { name: 'My achievements' });
    expect(
      within(achievements)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Perfect Quiz×2Every closing quiz answer was right.',
      'The Best Eco ThinkerThe highest total score in the game.',
    ]);
    const table = within(screen.getByRole('region', { name: 'Game history' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['6 May 25', 'Waste Villain', '10', '5/6', 'In progress'],
      ['4 Mar 25', 'Eco Citizen', '40', '2/6', 'Finished'],
      ['4 Mar 25', 'Eco Citizen', '40', '2/6', 'Finished'],
    ]);
  });

  it('says so before the first game', async () => {
    storeLogin();
    mockApi({
      [PROFILE]: { body: { user: makeUser() } },
      'GET /api/auth/history': { body: { history: [] } },
    });
    renderApp('/profile');
    expect(await screen.findByText('You have not played a game yet.')).toBeInTheDocument();
    expect(screen.getByText(/No achievements yet/)).toBeInTheDocument();
  });
});
