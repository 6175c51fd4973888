import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS } from '@ecoscha/game';
import { makeSessionView } from '@/testing/session-data';
import { renderComponent } from '@/testing/render-component';
import { WaitingQuizClock } from './waiting-quiz-clock';

describe('WaitingQuizClock', () => {
  it("counts down to the server's deadline once the quiz runs", () => {
    const view = makeSessionView({ phase: 'quiz_active' });
    renderComponent(
      <WaitingQuizClock
        view={{ ...view, gameState: { ...view.gameState, deadline: Date.now() + 125_000 } }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Opening quiz: time left' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^02:0[45]$/);
  });

  it('announces the time the quiz will run before it starts, standing still', () => {
    renderComponent(<WaitingQuizClock view={makeSessionView({ phase: 'initial' })} />);
    expect(screen.getByRole('region', { name: 'Opening quiz time' })).toHaveTextContent('06:00');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('announces the guide’s own quiz time, lengthened in accessibility mode', () => {
    const view = makeSessionView({ phase: 'initial' });
    const timings = { ...DEFAULT_TIMINGS, quizMs: 240_000 };
    renderComponent(
      <WaitingQuizClock view={{ ...view, timings, accessibility: { timeScale: 1.5 } }} />,
    );
    expect(screen.getByRole('region', { name: 'Opening quiz time' })).toHaveTextContent('06:00');
    renderComponent(<WaitingQuizClock view={{ ...view, timings }} />);
    expect(screen.getAllByRole('region', { name: 'Opening quiz time' })[1]).toHaveTextContent(
      '04:00',
    );
  });
});
