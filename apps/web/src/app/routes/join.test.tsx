import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { viewFor, type Phase } from '@ecoscha/game';
import { stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { i18n } from '@/lib/i18n';
import { contentRoutes } from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const ROOM = 'GET /api/game-sessions/room/ECO12345';

/** The room as someone not yet in it sees it (the server's preview), in `phase`. */
const preview = (phase: Phase) => ({ body: viewFor(stateIn(phase), 'newcomer') });

function signedInStudent(routes: Parameters<typeof mockApi>[0]) {
  storeLogin();
  return mockApi({
    'GET /api/auth/profile': { body: { user: makeUser() } },
    ...contentRoutes(),
    ...routes,
  });
}

describe('/join', () => {
  beforeAll(async () => {
    await Promise.all([import('./join'), import('./role-explanation-room')]);
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('takes a signed-in phone to the role room with the code filled in', async () => {
    signedInStudent({ [ROOM]: preview('initial') });
    const app = renderApp('/join?code=eco1-2345');
    expect(await screen.findByRole('textbox', { name: 'Room code' })).toHaveValue('ECO12345');
    expect(app.currentUrl()).toBe('/role-explanation-room?code=ECO12345');
    expect(screen.getByRole('button', { name: 'Join room' })).toBeEnabled();
  });

  it('takes a phone already seated straight back into its game', async () => {
    signedInStudent({ [ROOM]: { body: viewFor(stateIn('quiz_active'), 'user-1') } });
    const app = renderApp('/join?code=ECO12345');
    await waitFor(() =>
      expect(app.currentUrl()).toMatch(/^\/(leaderboard|choose-topic-card)\?sessionId=s1/),
    );
  });

  it('says when the code names no room, in the phone’s language', async () => {
    signedInStudent({
      'GET /api/game-sessions/room/ZZZZ9999': {
        status: 404,
        body: errorBody('SESSION_NOT_FOUND', 'Session not found'),
      },
    });
    renderApp('/join?code=ZZZZ9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no room with the code ZZZZ9999.',
    );
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tidak ada ruangan dengan kode ZZZZ9999.',
    );
  });

  it('says when the game has ended or already started', async () => {
    signedInStudent({ [ROOM]: preview('game_completely_ended') });
    const ended = renderApp('/join?code=ECO12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game in room ECO12345 has ended.',
    );
    ended.unmount();
    signedInStudent({ [ROOM]: preview('discussion_active') });
    renderApp('/join?code=ECO12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('has already started');
  });

  it('asks for a code when there is none, and checks the typed one', async () => {
    signedInStudent({ [ROOM]: preview('initial') });
    const app = renderApp('/join');
    const field = await screen.findByRole('textbox', { name: 'Room code' });
    await app.user.type(field, 'eco1 2345');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/role-explanation-room?code=ECO12345'));
  });

  it('sends a signed-out phone through login and back, with the code kept', async () => {
    mockApi({
      'POST /api/auth/login': { body: { token: 'tok-1', user: makeUser() } },
      'GET /api/auth/profile': { body: { user: makeUser() } },
      [ROOM]: preview('initial'),
      ...contentRoutes(),
    });
    const app = renderApp('/join?code=ECO12345');
    await app.user.type(await screen.findByLabelText('Email'), 'sari@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'secret1');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('textbox', { name: 'Room code' })).toHaveValue('ECO12345');
    expect(app.currentUrl()).toBe('/role-explanation-room?code=ECO12345');
  });
});
