import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const REGISTER = 'POST /api/auth/register';
const LOGIN = 'POST /api/auth/login';

async function fillSignup(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('Username'), 'sari');
  await app.user.type(screen.getByLabelText('Email'), 'sari@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'secret1');
  await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
}

/** The server registers the account and logs it in, as `user`. */
function acceptSignup(user: ReturnType<typeof makeUser>) {
  return mockApi({
    [REGISTER]: { status: 201, body: { message: 'created', user } },
    [LOGIN]: { body: { token: 'fresh-token', user } },
  });
}

describe('/signup', () => {
  it('registers with the card, logs in, and opens /landing for that card', async () => {
    const user = makeUser({ roleId: 'green_guardian_1' });
    const api = acceptSignup(user);
    const app = renderApp('/signup?character=kang_raka_green_guardian');
    await fillSignup(app);

    expect(await screen.findByRole('heading', { name: 'Welcome to EcoSCha' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/landing?character=kang_raka_green_guardian');
    expect(api.requestsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      username: 'sari',
      email: 'sari@example.com',
      password: 'secret1',
      character: 'kang_raka_green_guardian',
    });
    expect(api.requestsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'sari@example.com',
      password: 'secret1',
      character: 'kang_raka_green_guardian',
    });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userRoleId')).toBe('green_guardian_1');
  });

  it('uses the default card and goes home when the URL names no character', async () => {
    const user = makeUser();
    const api = acceptSignup(user);
    const app = renderApp('/signup');
    await fillSignup(app);

    expect(await screen.findByRole('heading', { name: 'Meet the characters' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/');
    expect(api.requestsTo('POST', '/api/auth/register')[0]?.body).toMatchObject({
      character: 'asep_eco_citizen',
    });
  });

  it('asks a visitor without a card whether they are a student or the guide', async () => {
    const user = makeUser({ roleId: 'sustainability_guide_1' });
    const api = acceptSignup(user);
    const app = renderApp('/signup');
    const choice = within(await screen.findByRole('group', { name: 'I am signing up as' }));
    expect(choice.getByRole('radio', { name: /^A student/ })).toBeChecked();
    await app.user.click(choice.getByRole('radio', { name: /^The guide \(teacher\)/ }));
    await fillSignup(app);

    // The guide's home: a lesson starts from there.
    expect(await screen.findByRole('link', { name: 'Start a lesson' })).toBeVisible();
    expect(app.currentUrl()).toBe('/');
    for (const call of ['register', 'login']) {
      expect(api.requestsTo('POST', `/api/auth/${call}`)[0]?.body).toMatchObject({
        character: 'sustainability_guide',
      });
    }
    expect(localStorage.getItem('userRoleId')).toBe('sustainability_guide_1');
  });

  it('lets the card decide: no student-or-guide question after a scanned card', async () => {
    mockApi();
    renderApp('/signup?character=yana_waste_villain');
    expect(await screen.findByLabelText('Username')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'I am signing up as' })).toBeNull();
  });

  it('shows signup_fail with the translated server error and stays on the form', async () => {
    const api = mockApi({
      [REGISTER]: {
        status: 409,
        body: errorBody('EMAIL_TAKEN', 'Email ini sudah terdaftar.', {
          email: 'This email is already registered.',
        }),
      },
    });
    const app = renderApp('/signup?character=waste_manager');
    await fillSignup(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up failed. This email is already registered.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This email is already registered.',
    );
    expect(app.currentUrl()).toBe('/signup?character=waste_manager');
    expect(api.requestsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('explains an unknown card key', async () => {
    mockApi({ [REGISTER]: { status: 400, body: errorBody('UNKNOWN_CHARACTER', 'x') } });
    const app = renderApp('/signup?character=nobody');
    await fillSignup(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up failed. This character card is not recognised. Scan the QR code on your card again.',
    );
  });

  it('sends the player to /login with a message when the automatic login fails', async () => {
    mockApi({
      [REGISTER]: { status: 201, body: { message: 'created', user: makeUser() } },
      [LOGIN]: 'network-error',
    });
    const app = renderApp('/signup?character=yana_waste_villain');
    await fillSignup(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account was created, but automatic login failed. Please log in manually.',
    );
    expect(app.currentUrl()).toBe('/login?character=yana_waste_villain');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to login keeping the card, and toggles the password visibility', async () => {
    mockApi();
    const app = renderApp('/signup?character=waste_manager');

    await screen.findByLabelText('Password');
    expect(within(app.main()).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?character=waste_manager',
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});
