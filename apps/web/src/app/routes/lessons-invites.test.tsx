import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/signed-in';

const MODE = 'GET /api/auth/signup-mode';
const INVITE = {
  code: 'WXYZ2345',
  expiresAt: '2026-03-09T10:00:00.000Z',
  inviteUrl: 'http://school.local/signup?character=sustainability_guide#invite=WXYZ2345',
};

describe('/lessons: inviting a guide', () => {
  it('shows the administrator a one-time invite link to copy, with its expiry', async () => {
    const api = signedInAs('sustainability_guide_1', {
      'GET /api/auth/guided-sessions': { body: { sessions: [] } },
      [MODE]: { body: { guideSignup: 'invite', isAdmin: true } },
      'POST /api/auth/guide-invites': { body: INVITE },
    });
    const app = renderApp('/lessons');

    const panel = within(await screen.findByRole('region', { name: 'Invite a guide' }));
    await app.user.click(panel.getByRole('button', { name: 'Make an invite link' }));

    expect(await panel.findByLabelText('Invite link')).toHaveValue(INVITE.inviteUrl);
    expect(panel.getByText(/Works until .*2026.*This link is shown only once/)).toBeInTheDocument();
    await app.user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await panel.findByText('Link copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(INVITE.inviteUrl);
    expect(api.requestsTo('POST', '/api/auth/guide-invites')).toHaveLength(1);
  });

  it('shows no invite panel to a guide who is not the administrator', async () => {
    const api = signedInAs('sustainability_guide_1', {
      'GET /api/auth/guided-sessions': { body: { sessions: [] } },
      [MODE]: { body: { guideSignup: 'invite', isAdmin: false } },
    });
    renderApp('/lessons');

    await vi.waitFor(() => expect(api.requestsTo('GET', '/api/auth/signup-mode')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Games I guided' });
    expect(screen.queryByRole('region', { name: 'Invite a guide' })).not.toBeInTheDocument();
  });
});
