import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('/landing', () => {
  it('shows the logo and a play button into the role explanation room', async () => {
    storeLogin();
    mockApi({ 'GET /api/auth/profile': { body: { user: makeUser() } } });
    renderApp('/landing?character=waste_manager');

    expect(await screen.findByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/role-explanation-room?character=waste_manager',
    );
  });

  it('redirects to / without a character', async () => {
    storeLogin();
    mockApi({ 'GET /api/auth/profile': { body: { user: makeUser() } } });
    const app = renderApp('/landing');

    expect(await screen.findByRole('heading', { name: 'Meet the characters' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/');
  });
});
