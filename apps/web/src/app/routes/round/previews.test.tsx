import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PREVIEWS = [
  ['/moderator-night-phase-test', 'Next step: Green Guardians'],
  ['/moderator-morning-phase-test', 'Play the news video'],
  ['/start-morning-phase-test', 'Process night results'],
] as const;

describe('the read-only previews of the guide screens', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await Promise.all([
      import('./moderator-night-phase-test'),
      import('./moderator-morning-phase-test'),
      import('./start-morning-phase-test'),
    ]);
  });

  it.each(PREVIEWS)('%s shows sample data with its buttons disabled', async (url, action) => {
    const api = mockApi({ 'GET /api/game-narratives': { body: [] } });
    const app = renderApp(url);

    expect(await screen.findByText('Preview — sample data')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: action })).toBeDisabled();
    expect(app.currentUrl()).toBe(url);
    // Never a session: no session, game-flow or night call, logged in or not.
    const sessionCalls = api.requests.filter((r) =>
      /^\/api\/(game-sessions|gameflow)/.test(r.path),
    );
    expect(sessionCalls).toEqual([]);
  });

  it('shows every night step of the sample night', async () => {
    mockApi({ 'GET /api/game-narratives': { body: [] } });
    const app = renderApp('/moderator-night-phase-test');
    const picker = await screen.findByRole('combobox', { name: 'Show step' });
    await app.user.selectOptions(picker, 'night_phase_complete');
    expect(screen.getByRole('button', { name: 'Process night results' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Show details' }));
    const region = screen.getByText('All choices tonight').parentElement as HTMLElement;
    expect(within(region).getByText('Sari — looks at the card of Budi')).toBeVisible();
  });
});
