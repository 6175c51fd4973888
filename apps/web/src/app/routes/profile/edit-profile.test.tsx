import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, firstThen, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PROFILE = 'GET /api/auth/profile';
const UPDATE = 'PUT /api/auth/profile';

async function openEditProfile(routes: Parameters<typeof mockApi>[0] = {}, options = {}) {
  storeLogin();
  const api = mockApi({ [PROFILE]: { body: { user: makeUser() } }, ...routes });
  const app = renderApp('/edit-profile', options);
  const username = await screen.findByLabelText('Username');
  const email = screen.getByLabelText('Email');
  const save = () => app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return { api, app, username, email, save };
}

describe('/edit-profile', () => {
  it('starts from the stored profile', async () => {
    const { username, email } = await openEditProfile();
    expect(username).toHaveValue('sari');
    expect(email).toHaveValue('sari@example.com');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('checks the username and email before sending, and clears a message on typing', async () => {
    const { api, app, username, email, save } = await openEditProfile();

    await app.user.clear(username);
    await app.user.clear(email);
    await save();
    expect(username).toHaveAccessibleDescription('Username is required.');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(username).toHaveFocus();

    await app.user.type(username, 'ab');
    expect(username).not.toHaveAccessibleDescription();
    expect(email).toHaveAccessibleDescription('Email is required.');

    await app.user.type(email, 'not-an-email');
    await save();
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters.');
    expect(email).toHaveAccessibleDescription('Email format is invalid.');
    expect(api.requestsTo('PUT', '/api/auth/profile')).toHaveLength(0);
  });

  it("shows the server's errors under their fields", async () => {
    const { app, email, save } = await openEditProfile({
      [UPDATE]: {
        status: 409,
        body: errorBody('EMAIL_TAKEN', 'This email is already registered.', {
          email: 'This email is already registered.',
        }),
      },
    });
    await app.user.clear(email);
    await app.user.type(email, 'taken@example.com');
    await save();

    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This email is already registered.');
    expect(email).toHaveFocus();
  });

  it('shows a server error without fields as a general message', async () => {
    const { save } = await openEditProfile({
      [UPDATE]: { status: 401, body: errorBody('TOKEN_EXPIRED', 'expired') },
    });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your login session has expired. Please log in again.',
    );
  });

  it('falls back to the generic failure when the server cannot be reached', async () => {
    const { save } = await openEditProfile({ [UPDATE]: 'network-error' });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
  });

  it('confirms the change and returns to /profile after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const updated = makeUser({ username: 'sari_hijau', email: 'hijau@example.com' });
    const { api, app, username, save } = await openEditProfile(
      { [UPDATE]: { body: { user: updated } } },
      { advanceTimers: vi.advanceTimersByTime },
    );
    await app.user.clear(username);
    await app.user.type(username, 'sari_hijau');
    await save();

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(api.requestsTo('PUT', '/api/auth/profile')[0]?.body).toEqual({
      username: 'sari_hijau',
      email: 'sari@example.com',
    });
    expect(localStorage.getItem('username')).toBe('sari_hijau');
    expect(app.currentUrl()).toBe('/edit-profile');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/profile');
  });

  it('sends the player to /login when the profile cannot be loaded', async () => {
    storeLogin();
    mockApi({
      // The session start succeeds; the edit screen's own fetch fails.
      [PROFILE]: firstThen(
        { body: { user: makeUser() } },
        { status: 500, body: errorBody('INTERNAL', 'boom') },
      ),
    });
    const app = renderApp('/edit-profile');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/login');
  });

  it('signs out on every device after asking, this one too', async () => {
    const LOGOUT_ALL = 'POST /api/auth/logout-all';
    const { api, app } = await openEditProfile({
      [LOGOUT_ALL]: { body: { message: 'Signed out on every device.' } },
    });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const button = screen.getByRole('button', { name: 'Sign out everywhere' });

    await app.user.click(button);
    expect(api.requestsTo('POST', '/api/auth/logout-all')).toHaveLength(0);

    await app.user.click(button);
    expect(confirm).toHaveBeenCalledWith('Sign out on every device, this one too?');
    await vi.waitFor(() => expect(app.currentUrl()).toBe('/'));
    expect(api.requestsTo('POST', '/api/auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
