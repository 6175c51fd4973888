import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { deferredReply, errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const LOGIN = 'POST /api/auth/login';

async function fillLogin(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('Email'), 'sari@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'secret1');
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('stores token, userId, username and the role of the scanned card', async () => {
    const user = makeUser({ _id: 'abc', id: 'abc', username: 'sari', roleId: 'eco_citizen_1' });
    const api = mockApi({ [LOGIN]: { body: { token: 'tok-1', user } } });
    const app = renderApp('/login?character=mang_karwa_waste_villain');
    await fillLogin(app);

    expect(await screen.findByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/role-explanation-room?character=mang_karwa_waste_villain',
    );
    expect(app.currentUrl()).toBe('/landing?character=mang_karwa_waste_villain');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('abc');
    expect(localStorage.getItem('username')).toBe('sari');
    expect(localStorage.getItem('userRoleId')).toBe('waste_villain_1');
    expect(localStorage.getItem('role')).toBe('waste_villain_1');
    expect(api.requests[0]?.body).toEqual({
      email: 'sari@example.com',
      password: 'secret1',
      character: 'mang_karwa_waste_villain',
    });
  });

  it("keeps the account's role and goes home without a card", async () => {
    const user = makeUser({ roleId: 'sustainability_guide_1' });
    const api = mockApi({ [LOGIN]: { body: { token: 'tok-2', user } } });
    const app = renderApp('/login');
    await fillLogin(app);

    expect(await screen.findByRole('heading', { name: 'Meet the characters' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/');
    expect(localStorage.getItem('userRoleId')).toBe('sustainability_guide_1');
    expect(api.requests[0]?.body).toEqual({ email: 'sari@example.com', password: 'secret1' });
    expect(api.requests[0]?.headers.get('Accept-Language')).toBe('en');
    expect(api.requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('shows login_fail when the answer carries no user id', async () => {
    mockApi({ [LOGIN]: { body: { token: 'tok', user: { username: 'ghost' } } } });
    const app = renderApp('/login');
    await fillLogin(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed: the email or password is incorrect, or the account is not registered.',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(app.currentUrl()).toBe('/login');
  });

  it('shows login_error with the translated server error', async () => {
    mockApi({
      [LOGIN]: { status: 401, body: errorBody('INVALID_CREDENTIALS', 'Email atau kata sandi') },
    });
    const app = renderApp('/login?character=waste_manager');
    await fillLogin(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Email or password is incorrect, or the account is not registered.',
    );
    expect(app.currentUrl()).toBe('/login?character=waste_manager');
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({ [LOGIN]: 'network-error' });
    const app = renderApp('/login');
    await fillLogin(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Cannot reach the server.',
    );
  });

  it('is not undone by an older token that fails its check meanwhile', async () => {
    storeLogin();
    const oldProfile = deferredReply();
    const user = makeUser();
    mockApi({
      'GET /api/auth/profile': oldProfile.route,
      [LOGIN]: { body: { token: 'new-token', user } },
    });
    const app = renderApp('/login?character=waste_manager');
    await fillLogin(app);
    await screen.findByRole('link', { name: 'Play' });

    oldProfile.resolve({ status: 401, body: errorBody('TOKEN_EXPIRED', 'expired') });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(localStorage.getItem('token')).toBe('new-token');
    expect(screen.getByRole('link', { name: 'Play' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/landing?character=waste_manager');
  });

  it('links to sign-up keeping the card', async () => {
    mockApi();
    const app = renderApp('/login?character=teh_rani_green_guardian');

    await screen.findByLabelText('Password');
    expect(within(app.main()).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?character=teh_rani_green_guardian',
    );
  });
});

describe('/login links', () => {
  it('leads to the badge log-in and the password reset', async () => {
    mockApi();
    const app = renderApp('/login');

    await screen.findByLabelText('Password');
    expect(within(app.main()).getByRole('link', { name: 'Log in with its code' })).toHaveAttribute(
      'href',
      '/badge',
    );
    expect(within(app.main()).getByText(/Have a class badge\?/)).toBeInTheDocument();
    expect(within(app.main()).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
