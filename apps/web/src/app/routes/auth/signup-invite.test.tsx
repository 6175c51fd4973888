import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const MODE = 'GET /api/auth/signup-mode';
const REGISTER = 'POST /api/auth/register';
const guide = makeUser({ roleId: 'sustainability_guide_1' });

async function fillSignup(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('Username'), 'bu_rina');
  await app.user.type(screen.getByLabelText('Email'), 'rina@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'secret1');
  await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('/signup when guides need an invite', () => {
  it("sends the invite link's code, taken off the address at once", async () => {
    const api = mockApi({
      [MODE]: { body: { guideSignup: 'invite', isAdmin: false } },
      [REGISTER]: { status: 201, body: { message: 'created', user: guide } },
      'POST /api/auth/login': { body: { token: 'tok-g', user: guide } },
    });
    const app = renderApp('/signup?character=sustainability_guide#invite=WXYZ2345');

    expect(
      await screen.findByText(
        'You are signing up as a guide with an invite from the administrator.',
      ),
    ).toBeInTheDocument();
    expect(app.router.location().hash).toBe('');
    expect(app.currentUrl()).toBe('/signup?character=sustainability_guide');
    await fillSignup(app);

    await vi.waitFor(() =>
      expect(app.currentUrl()).toBe('/landing?character=sustainability_guide'),
    );
    expect(api.requestsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      username: 'bu_rina',
      email: 'rina@example.com',
      password: 'secret1',
      character: 'sustainability_guide',
      invite: 'WXYZ2345',
    });
  });

  it('says a guide account needs an invite when none came, and translates the refusal', async () => {
    const api = mockApi({
      [MODE]: { body: { guideSignup: 'invite', isAdmin: false } },
      [REGISTER]: { status: 403, body: errorBody('INVITE_REQUIRED', 'Undangan') },
    });
    const app = renderApp('/signup');

    await app.user.click(await screen.findByRole('radio', { name: /The guide \(teacher\)/ }));
    expect(
      await screen.findByText(/a new guide account needs an invite from the administrator\. Open/),
    ).toBeInTheDocument();
    await fillSignup(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up failed. On this school server, a new guide account needs an invite from the administrator.',
    );
    expect(api.requestsTo('POST', '/api/auth/register')[0]?.body).not.toHaveProperty('invite');
  });

  it('says nothing of invites to a student', async () => {
    mockApi({ [MODE]: { body: { guideSignup: 'invite', isAdmin: false } } });
    renderApp('/signup?character=waste_manager');

    await screen.findByLabelText('Username');
    expect(screen.queryByText(/invite/)).not.toBeInTheDocument();
  });
});
