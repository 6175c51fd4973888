import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQuizView, makeTopics } from '@/features/game-quiz/testing/quiz-fixtures';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { sessionRoute } from '@/testing/session-data';

describe('/countdown', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await Promise.all([import('./countdown'), import('./choose-topic-card')]);
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeLogin();
    mockApi({
      'GET /api/auth/profile': { body: { user: makeUser() } },
      ...sessionRoute(makeQuizView()),
      'GET /api/quiz/topics': { body: { topics: makeTopics() } },
    });
  });
  afterEach(() => vi.useRealTimers());

  const count = () => screen.getByText(/^(3|2|1|START!)$/);

  it('counts 3, 2, 1, START! a second each, then opens the topic choice once', async () => {
    const app = renderApp('/countdown?sessionId=s1');
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    expect(screen.getByRole('heading', { level: 1, name: 'Get ready!' })).toBeVisible();

    for (const next of ['2', '1', 'START!']) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(count()).toHaveTextContent(next);
    }
    expect(app.currentUrl()).toBe('/countdown?sessionId=s1');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(app.currentUrl()).toBe('/choose-topic-card?sessionId=s1'));
    expect(await screen.findByRole('button', { name: /Forest and Land Fires/ })).toBeEnabled();
    expect(sessionStorage.getItem('quizCountdownShown_s1_user-1')).toBe('true');
  });
});
