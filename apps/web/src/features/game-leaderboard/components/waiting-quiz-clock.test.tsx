import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('announces the 5 minutes before the quiz, standing still', () => {
    renderComponent(<WaitingQuizClock view={makeSessionView({ phase: 'initial' })} />);
    expect(screen.getByRole('region', { name: 'Opening quiz time' })).toHaveTextContent('05:00');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
