import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameHistoryEntry, GuidedSession } from '@ecoscha/contracts';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, firstThen, mockApi } from '@/testing/mock-api';
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
    mockApi({
      [PROFILE]: firstThen(
        { body: { user: makeUser() } },
        { status: 503, body: errorBody('DATABASE_UNAVAILABLE', 'down') },
      ),
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
      openingQuizScore: 20,
      closingQuizScore: 40,
      ...entry,
    });
    const awardedAt = '2025-03-04T09:00:00.000Z';
    const api = mockApi({
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
              closingQuizScore: null,
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
    // Each game with the player's own quiz score before and after the role-play.
    expect(rows.slice(1)).toEqual([
      ['6 May 25', 'Waste Villain', '10', '20 → not taken', '5/6', 'In progress'],
      ['4 Mar 25', 'Eco Citizen', '40', '20 → 40', '2/6', 'Finished'],
      ['4 Mar 25', 'Eco Citizen', '40', '20 → 40', '2/6', 'Finished'],
    ]);
    // A student's profile has no list of guided games and asks for none.
    expect(screen.queryByRole('heading', { name: 'Games I guided' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/auth/guided-sessions')).toEqual([]);
  });

  it('lists every game a guide led, each with a link to its learning report', async () => {
    storeLogin({ roleId: 'sustainability_guide_1' });
    const session = (over: Partial<GuidedSession>): GuidedSession => ({
      sessionId: 's1',
      roomCode: 'ECO12345',
      date: '2025-03-04T09:00:00.000Z',
      status: 'finished',
      studentCount: 12,
      openingAverage: 23.333,
      closingAverage: 41.5,
      ...over,
    });
    mockApi({
      [PROFILE]: { body: { user: makeUser({ roleId: 'sustainability_guide_1' }) } },
      'GET /api/auth/history': { body: { history: [] } },
      'GET /api/auth/guided-sessions': {
        body: {
          sessions: [
            session({
              sessionId: 's2',
              roomCode: 'ECO99999',
              date: '2025-05-06T09:00:00.000Z',
              status: 'in_progress',
              studentCount: 3,
              closingAverage: null,
            }),
            session({}),
          ],
        },
      },
    });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Games I guided' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '6 May 25Room ECO99999In progressStudents: 3Class quiz average before → after: 23.3 → noneContinue the lessonLearning report',
      '4 Mar 25Room ECO12345FinishedStudents: 12Class quiz average before → after: 23.3 → 41.5Learning report',
    ]);
    expect(
      within(items[1] as HTMLElement).getByRole('link', {
        name: 'Learning report of room ECO12345, 4 Mar 25',
      }),
    ).toHaveAttribute('href', '/report?sessionId=s1');
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
