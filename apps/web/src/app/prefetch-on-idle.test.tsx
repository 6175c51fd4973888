import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { PrefetchOnIdle, type Prefetch } from './prefetch-on-idle';
import { AppProvider } from './provider';

/** A screen that says whose device this is once the account has loaded. */
function Lobby() {
  const { roleId } = useAuth();
  return <h1>{roleId ? `Lobby of ${roleId}` : 'Lobby'}</h1>;
}

/** The browser's idle moments, run by the test when it says so. */
let idle: Array<() => void> = [];

function renderScreens(fetches: readonly Prefetch[]) {
  render(
    <AppProvider>
      <MemoryRouter>
        <Routes>
          <Route element={<PrefetchOnIdle fetches={fetches} />}>
            <Route path="/" element={<Lobby />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

function signInAs(roleId: 'eco_citizen_1' | 'sustainability_guide_1') {
  storeLogin();
  mockApi({ 'GET /api/auth/profile': { body: { user: makeUser({ roleId }) } } });
}

describe('PrefetchOnIdle', () => {
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  it("fetches the next screens on a player's phone once the browser is idle, one after another", async () => {
    signInAs('eco_citizen_1');
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const fetches: Prefetch[] = [
      () => {
        order.push('quiz');
        return new Promise<void>((resolve) => (finishFirst = resolve));
      },
      () => {
        order.push('voting');
        return Promise.reject(new Error('offline'));
      },
      async () => order.push('reveal'),
    ];
    renderScreens(fetches);
    expect(await screen.findByRole('heading', { name: 'Lobby of eco_citizen_1' })).toBeVisible();
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(order).toEqual([]);

    for (const run of idle.splice(0)) run();
    expect(order).toEqual(['quiz']);
    finishFirst();
    // A failed fetch does not stop the ones after it.
    await waitFor(() => expect(order).toEqual(['quiz', 'voting', 'reveal']));
  });

  it("leaves the guide's device to load its screens as they come", async () => {
    signInAs('sustainability_guide_1');
    const fetch = vi.fn(async () => undefined);
    renderScreens([fetch]);
    expect(
      await screen.findByRole('heading', { name: 'Lobby of sustainability_guide_1' }),
    ).toBeVisible();
    for (const run of idle.splice(0)) run();
    expect(fetch).not.toHaveBeenCalled();
  });
});
