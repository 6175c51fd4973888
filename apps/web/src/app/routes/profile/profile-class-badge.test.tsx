import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PROFILE = 'GET /api/auth/profile';
const badgeUser = makeUser({ username: 'Budi', email: null, signIn: 'badge' });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('/profile of a class badge account', () => {
  it('shows no e-mail and no edit: the guide sets the name', async () => {
    storeLogin();
    mockApi({ [PROFILE]: { body: { user: badgeUser } } });
    renderApp('/profile');

    expect(await screen.findByText('Your name is set by your guide.')).toBeInTheDocument();
    expect(screen.getByText('Class badge')).toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText('No email')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    // Nothing to link: the account is the badge's own.
    expect(screen.queryByRole('heading', { name: 'Link a class badge' })).not.toBeInTheDocument();
  });

  it('sends a badge account away from the edit page', async () => {
    storeLogin();
    mockApi({ [PROFILE]: { body: { user: badgeUser } } });
    const app = renderApp('/edit-profile');

    expect(await screen.findByText('Your name is set by your guide.')).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/profile');
  });
});

describe('/profile: what is stored', () => {
  it('says what is kept and downloads it all as a JSON file', async () => {
    storeLogin();
    const data = { exportedAt: '2026-03-02T10:00:00.000Z', account: { username: 'sari' } };
    const api = mockApi({
      [PROFILE]: { body: { user: makeUser() } },
      'GET /api/auth/my-data': { body: data },
    });
    const createUrl = vi.fn((_blob: Blob) => 'blob:my-data');
    // jsdom has no object URLs: a stand-in keeps the saved file to read back.
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const app = renderApp('/profile');

    const section = within(await screen.findByRole('region', { name: 'What is stored about you' }));
    expect(section.getByText(/every game you played/)).toBeInTheDocument();
    expect(section.getByText(/Your password is never stored as it is/)).toBeInTheDocument();
    await app.user.click(section.getByRole('button', { name: 'Download all your data (JSON)' }));

    await vi.waitFor(() => expect(clicked).toEqual(['ecoscha-my-data-2026-03-02.json']));
    const request = api.requestsTo('GET', '/api/auth/my-data')[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    const saved = createUrl.mock.calls[0]?.[0];
    if (!saved) throw new Error('No file was saved');
    expect(saved.type).toBe('application/json');
    expect(JSON.parse(await readBlob(saved))).toEqual(data);
  });

  it('says so when the download fails', async () => {
    storeLogin();
    mockApi({
      [PROFILE]: { body: { user: makeUser() } },
      'GET /api/auth/my-data': { status: 401, body: errorBody('TOKEN_EXPIRED', 'expired') },
    });
    const app = renderApp('/profile');
    await app.user.click(
      await screen.findByRole('button', { name: 'Download all your data (JSON)' }),
    );
    expect(
      await screen.findByText(
        'Your data could not be downloaded. Your login session has expired. Please log in again.',
      ),
    ).toHaveAttribute('role', 'alert');
  });
});

describe('/profile: link a class badge', () => {
  it('links the typed badge and says which class and name', async () => {
    storeLogin();
    const api = mockApi({
      [PROFILE]: { body: { user: makeUser() } },
      'POST /api/auth/link-badge': { body: { className: '7B', studentName: 'Sari Wulandari' } },
    });
    const app = renderApp('/profile');

    await app.user.type(await screen.findByLabelText('Badge code'), 'abcd efgh');
    await app.user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('Linked to class 7B as Sari Wulandari.')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/auth/link-badge')[0]?.body).toEqual({ code: 'ABCDEFGH' });
  });

  it('translates a refused badge', async () => {
    storeLogin();
    mockApi({
      [PROFILE]: { body: { user: makeUser() } },
      'POST /api/auth/link-badge': { status: 401, body: errorBody('BADGE_INVALID', 'Kode') },
    });
    const app = renderApp('/profile');

    await app.user.type(await screen.findByLabelText('Badge code'), 'ABCD-EFGH');
    await app.user.click(screen.getByRole('button', { name: 'Link' }));

    expect(
      await screen.findByText(
        'The badge could not be linked. This badge code does not work. Check the code, or ask your guide for a new badge.',
      ),
    ).toHaveAttribute('role', 'alert');
  });
});
