import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { useChangePhase } from './phase-change';
import { sessionKey } from './session-query';

const socket = vi.hoisted(() => ({ live: false }));
vi.mock('./socket', () => ({ isSocketLive: () => socket.live }));
vi.mock('../api-client', () => ({ api: { put: vi.fn(async () => ({})) } }));

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(sessionKey('s1'), { currentPhase: 'narrative_1' });
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

async function changeAndSettle() {
  const { result } = renderHook(() => useChangePhase('s1'), { wrapper });
  await act(() => result.current.mutateAsync('quiz_active'));
  return client.getQueryState(sessionKey('s1'))?.isInvalidated;
}

it('fetches the session again after a phase change only while the socket is down', async () => {
  socket.live = true;
  expect(await changeAndSettle()).toBe(false);
  socket.live = false;
  expect(await changeAndSettle()).toBe(true);
});
