import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { deferredReply, errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeSessionView, sessionRoute } from '@/testing/session-data';

const PROFILE = 'GET /api/auth/profile';

describe('protected route gate and session start', () => {
  it('shows nothing while the stored token is being checked, then the page', async () => {
    storeLogin();
    const profile = deferredReply();
    const api = mockApi({ [PROFILE]: profile.route });
    const app = renderApp('/profile');

    await screen.findByRole('banner');
    await waitFor(() => expect(api.requestsTo('GET', '/api/auth/profile')).toHaveLength(1));
    expect(app.main()).toBeEmptyDOMElement();
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer stored-token');

    profile.resolve({ body: { user: makeUser() } });
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/profile');
  });

  it('sends a visitor without a token to /login, without asking the server', async () => {
    const api = mockApi();
    const app = renderApp('/leaderboard?sessionId=s1');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/login');
    expect(api.requestsTo('GET', '/api/auth/profile')).toHaveLength(0);
  });

  it('removes token, userId and userRoleId silently when the profile fetch fails', async () => {
    storeLogin({ roleId: 'waste_manager_1' });
    localStorage.setItem('currentSessionId', 'session-9');
    mockApi({ [PROFILE]: { status: 401, body: errorBody('TOKEN_EXPIRED', 'expired') } });
    const app = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userRoleId')).toBeNull();
    expect(localStorage.getItem('currentSessionId')).toBe('session-9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the token when the profile fetch fails for lack of network', async () => {
    storeLogin();
    mockApi({ [PROFILE]: 'network-error' });
    const app = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/login');
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('sends a player to /unauthorized on a moderator route', async () => {
    storeLogin();
    mockApi({ [PROFILE]: { body: { user: makeUser({ roleId: 'eco_citizen_1' }) } } });
    const app = renderApp('/narrative?sessionId=s1');

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/unauthorized');
  });

  it('lets the sustainability guide open a moderator route', async () => {
    storeLogin();
    const view = makeSessionView({ phase: 'night_phase', round: 1, viewerId: GUIDE_ID });
    mockApi({
      [PROFILE]: { body: { user: makeUser({ _id: GUIDE_ID, roleId: 'sustainability_guide_1' }) } },
      ...sessionRoute(view),
    });
    const app = renderApp('/moderator-night-phase?sessionId=s1&round=1');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Night 1: guide's controls" }),
    ).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/moderator-night-phase?sessionId=s1&round=1');
  });

  it('takes the role from the stored userRoleId before the profile', async () => {
    storeLogin({ roleId: 'sustainability_guide_1' });
    const view = makeSessionView({ phase: 'narrative_1', viewerId: GUIDE_ID });
    mockApi({
      [PROFILE]: { body: { user: makeUser({ roleId: 'eco_citizen_1' }) } },
      ...sessionRoute(view),
    });
    renderApp('/narrative?sessionId=s1');

    expect(
      await screen.findByRole('button', { name: 'Finished Reading Narrative' }),
    ).toBeInTheDocument();
  });

  it('returns to the page the visitor wanted after logging in', async () => {
    const user = makeUser();
    mockApi({
      'POST /api/auth/login': { body: { token: 'fresh', user } },
      [PROFILE]: { body: { user } },
      ...sessionRoute(makeSessionView({ phase: 'voting_active', round: 1 })),
    });
    const app = renderApp('/voting?sessionId=s1');

    await app.user.type(await screen.findByLabelText('Email'), 'sari@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'secret1');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Time to vote' }),
    ).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/voting?sessionId=s1');
  });

  it('leaves the preview routes open to visitors', async () => {
    mockApi();
    const app = renderApp('/moderator-morning-phase-test');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning report' }),
    ).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/moderator-morning-phase-test');
  });
});
