import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function nav() {
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

describe('header', () => {
  it('offers Login and Register, not Profile or Logout, without a token', async () => {
    mockApi();
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About EcoSCha' });

    expect(nav().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(nav().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(nav().queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(nav().queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Home', '/'],
      ['Guide', '/guide'],
      ['About', '/about'],
      ['Credits', '/credits'],
    ]) {
      expect(nav().getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav().getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Profile and Logout with a token', async () => {
    storeLogin();
    mockApi({ 'GET /api/auth/profile': { body: { user: makeUser() } } });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Meet the characters' });

    expect(nav().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(nav().getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Your lessons' })).not.toBeInTheDocument();
  });

  it('leads the guide to their lessons, and only the guide', async () => {
    storeLogin({ roleId: 'sustainability_guide_1' });
    mockApi({
      'GET /api/auth/profile': { body: { user: makeUser({ roleId: 'sustainability_guide_1' }) } },
    });
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About EcoSCha' });
    expect(await nav().findByRole('link', { name: 'Your lessons' })).toHaveAttribute(
      'href',
      '/lessons',
    );
  });

  it('drops a stale token when the app opens, even on a public page', async () => {
    storeLogin();
    mockApi({ 'GET /api/auth/profile': { status: 401, body: errorBody('TOKEN_INVALID', 'x') } });
    renderApp('/credits');
    await screen.findByRole('heading', { name: 'Credits' });

    expect(await nav().findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(nav().queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out: clears both storages but the device’s settings, and returns home', async () => {
    storeLogin({ roleId: 'waste_manager_1' });
    localStorage.setItem('currentSessionId', 's1');
    localStorage.setItem('phoneAddress', 'http://10.0.0.5:3000');
    sessionStorage.setItem('draft', 'x');
    mockApi({ 'GET /api/auth/profile': { body: { user: makeUser() } } });
    const app = renderApp('/profile');
    await screen.findByRole('heading', { name: 'My profile' });

    await app.user.click(nav().getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Meet the characters' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/');
    expect(Object.keys(localStorage)).toEqual(['phoneAddress']);
    expect(sessionStorage).toHaveLength(0);
    expect(nav().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('switches language, marks the active one and remembers the choice', async () => {
    mockApi();
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Meet the characters' });
    const english = screen.getByRole('button', { name: 'EN' });
    const indonesian = screen.getByRole('button', { name: 'ID' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(indonesian).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(indonesian);

    expect(await screen.findByRole('heading', { name: 'Kenali para tokoh' })).toBeVisible();
    expect(indonesian).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('i18nextLng')).toBe('id');
    expect(document.cookie).toContain('i18next=id');
    expect(document.documentElement).toHaveAttribute('lang', 'id');
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('opens and closes the small-screen menu with its button, Escape and navigation', async () => {
    mockApi();
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Meet the characters' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', 'site-menu');

    await app.user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await app.user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await app.user.click(menuButton);
    await app.user.click(nav().getByRole('link', { name: 'Guide' }));
    expect(await screen.findByRole('heading', { name: 'How to play' })).toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('becomes fixed once the page is scrolled at all', async () => {
    mockApi();
    renderApp('/');
    // Wait for the page itself: the header may remount while the lazy route loads.
    await screen.findByRole('heading', { name: 'Meet the characters' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-fixed', 'false');

    window.scrollY = 1;
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-fixed', 'true'));

    window.scrollY = 0;
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-fixed', 'false'));
  });
});
