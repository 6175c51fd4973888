import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const RESET = 'POST /api/auth/reset-password';

async function fillReset(app: ReturnType<typeof renderApp>, repeat = 'new-secret') {
  expect(
    await screen.findByText(/Ask your guide \(your teacher\) for a reset code\./),
  ).toBeInTheDocument();
  await app.user.type(screen.getByLabelText('Email'), 'Sari@Example.com');
  await app.user.type(screen.getByLabelText('Reset code'), 'wxyz-2345');
  await app.user.type(screen.getByLabelText('New password'), 'new-secret');
  await app.user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await app.user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('/reset-password', () => {
  it('sets the new password with the code and signs in as the login does', async () => {
    const user = makeUser({ _id: 'u9', id: 'u9', username: 'sari' });
    const api = mockApi({ [RESET]: { body: { token: 'tok-r', user } } });
    const app = renderApp('/reset-password');
    await fillReset(app);

    await vi.waitFor(() => expect(app.currentUrl()).toBe('/'));
    expect(api.requestsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      email: 'Sari@Example.com',
      code: 'WXYZ2345',
      password: 'new-secret',
    });
    expect(localStorage.getItem('token')).toBe('tok-r');
    expect(localStorage.getItem('userId')).toBe('u9');
    expect(localStorage.getItem('userRoleId')).toBe('eco_citizen_1');
  });

  it('translates a refused code and stays on the form', async () => {
    mockApi({ [RESET]: { status: 401, body: errorBody('RESET_CODE_INVALID', 'Email atau kode') } });
    const app = renderApp('/reset-password');
    await fillReset(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password could not be reset. The e-mail or reset code is wrong, or the code was used or has expired.',
    );
    expect(app.currentUrl()).toBe('/reset-password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('checks that both passwords match before sending', async () => {
    const api = mockApi();
    const app = renderApp('/reset-password');
    await fillReset(app, 'other-secret');

    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );
    expect(api.requestsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });
});
