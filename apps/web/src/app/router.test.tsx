import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './routes/route-error';

// The route table of site-and-accounts.md section 2 and game.md section 2.
const PUBLIC = [
  '/',
  '/about',
  '/signup',
  '/login',
  '/guide',
  '/unauthorized',
  '/learning-material',
  '/credits',
];
const PREVIEWS = [
  '/moderator-morning-phase-test',
  '/moderator-night-phase-test',
  '/start-morning-phase-test',
];
const ACCOUNT_PAGES = [
  '/landing?character=waste_manager',
  '/profile',
  '/edit-profile',
  '/role-explanation-room',
];
const GAME_PAGES = [
  '/special-action',
  '/reveal-player',
  '/video-learning',
  '/moderator-leaderboard',
  '/leaderboard',
  '/countdown',
  '/choose-topic-card',
  '/quiz',
  '/role-execute',
  '/night-phase',
  '/voting',
  '/morning-phase',
  '/discussion-session',
  '/ending-narrative',
  '/closing-quiz',
  '/closing-choose-topic',
];
const LOGIN_REQUIRED = [...ACCOUNT_PAGES, ...GAME_PAGES];
const MODERATOR_ONLY = [
  '/moderator-leaderboard-startgame',
  '/moderator-morning-phase',
  '/moderator-night-phase',
  '/start-morning-phase',
  '/narrative',
];

function signInAs(roleId: 'eco_citizen_1' | 'sustainability_guide_1') {
  storeLogin();
  mockApi({ 'GET /api/auth/profile': { body: { user: makeUser({ roleId }) } } });
}

describe('route table', () => {
  it.each([...PUBLIC, ...PREVIEWS])('%s is open to visitors', async (url) => {
    mockApi();
    const app = renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    expect(app.currentUrl()).toBe(url);
  });

  it.each([...LOGIN_REQUIRED, ...MODERATOR_ONLY])('%s sends visitors to /login', async (url) => {
    mockApi();
    const app = renderApp(url);
    await screen.findByRole('heading', { name: 'Log in' });
    expect(app.currentUrl()).toBe('/login');
  });

  it.each(ACCOUNT_PAGES)('%s is open to a logged-in player', async (url) => {
    signInAs('eco_citizen_1');
    const app = renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    expect(app.currentUrl()).toBe(url);
  });

  it.each(GAME_PAGES)('%s is open to a logged-in player, and asks for a session', async (url) => {
    signInAs('eco_citizen_1');
    const app = renderApp(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(/session/i);
    expect(app.currentUrl()).toBe(url);
  });

  it.each(MODERATOR_ONLY)('%s is for the sustainability guide only', async (url) => {
    signInAs('eco_citizen_1');
    const player = renderApp(url);
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(player.currentUrl()).toBe('/unauthorized');
    player.unmount();

    signInAs('sustainability_guide_1');
    const guide = renderApp(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(/session/i);
    expect(guide.currentUrl()).toBe(url);
  });

  it('shows a not-found page for an unknown address', async () => {
    mockApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to Home' })[0]).toHaveAttribute('href', '/');
  });

  it('offers Go to Home and Go Back on /unauthorized', async () => {
    mockApi();
    const app = renderApp('/about');
    await screen.findByRole('heading', { name: 'About EcoSCha' });
    void app.router.navigate('/unauthorized');

    await screen.findByRole('heading', { name: 'Access denied' });
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await app.user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'About EcoSCha' })).toBeVisible();
  });

  it('shows Unexpected Application Error when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken page');
    }
    render(
      <AppProvider>
        <MemoryRouter>
          <Routes>
            <Route element={<RouteErrorBoundary />}>
              <Route path="/" element={<Broken />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
