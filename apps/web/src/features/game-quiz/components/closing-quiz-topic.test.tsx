import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { GameSession } from '@/components/game/game-session';
import { createQueryClient } from '@/lib/react-query';
import { storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { createRouterHandle } from '@/testing/router-probe';
import { sessionRoute } from '@/testing/session-data';
import { makeQuizView, makeSaveResponse, makeTopics } from '../testing/quiz-fixtures';
import { ClosingQuizTopic } from './closing-quiz-topic';

/** The closing quiz page as the /closing-quiz route shows it when the URL names a topic. */
function renderClosingQuiz(url: string) {
  const { handle: router, RouterProbe } = createRouterHandle();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <AppProvider queryClient={createQueryClient({ queries: { retry: false } })}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe />
        <Routes>
          <Route element={<GameSession />}>
            <Route path="/closing-quiz" element={<ClosingQuizTopic />} />
            <Route path="/closing-choose-topic" element={<p>Closing topics</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return {
    user,
    currentUrl: () => `${router.location().pathname}${router.location().search}`,
  };
}

describe('ClosingQuizTopic', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 3000 }));
  afterEach(() => vi.useRealTimers());

  it('runs the same quiz for the closing quiz and returns to the closing topics', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeLogin();
    const api = mockApi({
      ...sessionRoute(makeQuizView({ phase: 'closing_quiz_active' })),
      'GET /api/quiz/topics': { body: { topics: makeTopics() } },
      'POST /api/quiz-score/save-score': {
        body: makeSaveResponse({ topicId: 'industrial_waste', closingQuizScore: 20 }),
      },
    });
    const page = renderClosingQuiz(
      '/closing-quiz?sessionId=s1&topicId=industrial_waste&topicIndex=2',
    );

    expect(await screen.findByText('Topic 2')).toBeInTheDocument();
    await page.user.click(await screen.findByRole('radio', { name: 'True' }));
    await page.user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Your quiz score so far: 20')).toBeVisible();
    expect(api.requestsTo('GET', '/api/quiz/topics')[0]?.search).toBe('?sessionId=s1&closing=true');
    expect(api.requestsTo('POST', '/api/quiz-score/save-score')[0]?.body).toMatchObject({
      topicId: 'industrial_waste',
      answers: { industrial_waste_q: 'true' },
      isClosingQuiz: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(page.currentUrl()).toBe('/closing-choose-topic?sessionId=s1'));
  });
});
