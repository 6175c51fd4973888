import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const CHARACTER = 'PUT /api/auth/character';
const student = makeUser({ username: 'Budi', email: null, signIn: 'badge' });

describe('a character card scanned while signed in', () => {
  it.each(['/signup', '/login'])(
    '%s gives a badge student the card’s role and goes on to the landing page',
    async (page) => {
      storeLogin({ roleId: 'eco_citizen_1' });
      const api = mockApi({
        'GET /api/auth/profile': { body: { user: student } },
        [CHARACTER]: {
          body: { user: { ...student, roleId: 'waste_manager_1' } },
        },
      });
      const app = renderApp(`${page}?character=waste_manager`);

      expect(await screen.findByRole('link', { name: 'Play' })).toHaveAttribute(
        'href',
        '/role-explanation-room?character=waste_manager',
      );
      expect(app.currentUrl()).toBe('/landing?character=waste_manager');
      expect(api.requestsTo('PUT', '/api/auth/character')[0]?.body).toEqual({
        character: 'waste_manager',
      });
      expect(localStorage.getItem('userRoleId')).toBe('waste_manager_1');
      expect(localStorage.getItem('token')).toBe('stored-token');
      expect(api.requestsTo('POST', '/api/auth/register')).toHaveLength(0);
    },
  );

  it('says so when the card cannot be applied', async () => {
    storeLogin();
    mockApi({
      'GET /api/auth/profile': { body: { user: student } },
      [CHARACTER]: { status: 401, body: errorBody('TOKEN_EXPIRED', 'expired') },
    });
    const app = renderApp('/signup?character=waste_manager');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This card cannot be used. Your login session has expired. Please log in again.',
    );
    expect(app.currentUrl()).toBe('/signup?character=waste_manager');
  });

  it("leaves the guide's account as it is", async () => {
    storeLogin({ roleId: 'sustainability_guide_1' });
    const api = mockApi({
      'GET /api/auth/profile': { body: { user: makeUser({ roleId: 'sustainability_guide_1' }) } },
    });
    renderApp('/signup?character=waste_manager');

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requestsTo('GET', '/api/auth/profile')).toHaveLength(1));
    // The session has started by now: the form is still there, and nothing was changed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/api/auth/character')).toHaveLength(0);
  });
});
