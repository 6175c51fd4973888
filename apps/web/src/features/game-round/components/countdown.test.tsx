import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render-component';
import { Countdown } from './countdown';

describe('Countdown', () => {
  it('says "Almost up" in words when little time is left, not only in red', () => {
    renderComponent(
      <Countdown deadline={Date.now() + 8_000} label="Time left to vote" urgentAt={10} />,
    );
    expect(screen.getByRole('timer', { name: 'Time left to vote' })).toHaveTextContent('00:08');
    expect(screen.getByText('Almost up')).toBeVisible();
  });

  it('says nothing of the kind with time to spare, or while paused', () => {
    const { unmount } = renderComponent(
      <Countdown deadline={Date.now() + 90_000} label="Time left" urgentAt={60} />,
    );
    expect(screen.queryByText('Almost up')).not.toBeInTheDocument();
    unmount();
    renderComponent(<Countdown deadline={null} pausedMs={5_000} label="Time left" urgentAt={60} />);
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.queryByText('Almost up')).not.toBeInTheDocument();
  });
});
