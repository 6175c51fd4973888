import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/data';
import { deferredReply, errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const BADGE = 'POST /api/auth/badge';
const student = makeUser({
  _id: 'stu-1',
  id: 'stu-1',
  username: 'Budi',
  email: null,
  signIn: 'badge',
});

describe('/badge', () => {
  it('logs in with the scanned code, clears it from the address and takes a seat in the lobby', async () => {
    const answer = deferredReply();
    const api = mockApi({
      [BADGE]: answer.route,
      'POST /api/game-sessions/s1/join': { body: { success: true, session: { _id: 's1' } } },
    });
    const app = renderApp('/badge#abcd-efgh');

    expect(await screen.findByRole('status')).toHaveTextContent('Logging in with your badge…');
    // The code leaves the address while the login is on its way (a navigation of its own).
    await vi.waitFor(() => expect(app.router.location().hash).toBe(''));
    expect(app.currentUrl()).toBe('/badge');

    answer.resolve({
      body: { token: 'tok-b', user: student, room: { sessionId: 's1', roomCode: 'ABC123' } },
    });
    // The lobby's screen loads on demand: allow a busy machine a few seconds.
    await vi.waitFor(() => expect(app.currentUrl()).toBe('/leaderboard?sessionId=s1'), {
      timeout: 5_000,
    });
    expect(api.requestsTo('POST', '/api/auth/badge')[0]?.body).toEqual({ code: 'ABCDEFGH' });
    expect(api.requestsTo('POST', '/api/game-sessions/s1/join')[0]?.body).toEqual({
      userId: 'stu-1',
      roleId: 'eco_citizen_1',
      username: 'Budi',
    });
    expect(localStorage.getItem('token')).toBe('tok-b');
    expect(localStorage.getItem('userId')).toBe('stu-1');
    expect(localStorage.getItem('username')).toBe('Budi');
    expect(localStorage.getItem('userRoleId')).toBe('eco_citizen_1');
    expect(localStorage.getItem('currentSessionId')).toBe('s1');
    // Back does not lead to the code: the badge entry was replaced, its fragment never kept.
    expect(app.router.navigationType()).toBe('REPLACE');
  });

  it('goes home with a welcome when the class has no open room', async () => {
    mockApi({ [BADGE]: { body: { token: 'tok-b', user: student, room: null } } });
    const app = renderApp('/badge#ABCDEFGH');

    expect(
      await screen.findByText('You are logged in as Budi. Wait for your guide to open the room.'),
    ).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/');
    expect(localStorage.getItem('token')).toBe('tok-b');
  });

  it('asks for the typed code when the scanned one does not work, and normalises it', async () => {
    const api = mockApi({
      [BADGE]: (request) =>
        (request.body as { code: string }).code === 'WXYZ2345'
          ? { body: { token: 'tok-c', user: student, room: null } }
          : { status: 401, body: errorBody('BADGE_INVALID', 'Kode kartu') },
    });
    const app = renderApp('/badge#ABCDEFGH');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. This badge code does not work. Check the code, or ask your guide for a new badge.',
    );
    const field = screen.getByLabelText('Badge code');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('autocapitalize', 'characters');
    expect(field).toHaveAttribute('inputmode', 'text');
    await app.user.type(field, ' wxyz–2345 ');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(app.currentUrl()).toBe('/'));
    expect(api.requestsTo('POST', '/api/auth/badge').map((r) => r.body)).toEqual([
      { code: 'ABCDEFGH' },
      { code: 'WXYZ2345' },
    ]);
  });

  it('shows the form without a code, and checks the typed code before sending it', async () => {
    const api = mockApi();
    const app = renderApp('/badge');

    const field = await screen.findByLabelText('Badge code');
    expect(screen.getByText('Type the code on your badge')).toBeInTheDocument();
    await app.user.type(field, 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(field).toHaveAccessibleDescription(
      'A badge code is 8 letters and digits, for example ABCD-EFGH.',
    );
    expect(api.requests.filter((r) => r.path === '/api/auth/badge')).toHaveLength(0);
  });

  it('says how long to wait after too many tries, keeping the code for another tap', async () => {
    mockApi({
      [BADGE]: {
        status: 429,
        headers: { 'retry-after': '30' },
        body: errorBody('RATE_LIMITED', 'Terlalu banyak'),
      },
    });
    renderApp('/badge#ABCDEFGH');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Too many attempts. Wait a moment and try again. Try again in 30 seconds.',
    );
    expect(screen.getByLabelText('Badge code')).toHaveValue('ABCD-EFGH');
  });
});
