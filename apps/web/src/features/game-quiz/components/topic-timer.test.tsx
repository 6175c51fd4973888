import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render-component';
import { TopicTimer } from './topic-timer';

describe('TopicTimer', () => {
  it('adds a warning sign, read as "Almost up", in the last 10 seconds', () => {
    const { unmount } = renderComponent(<TopicTimer seconds={11} limitSeconds={60} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^11 s$/);
    unmount();
    renderComponent(<TopicTimer seconds={10} limitSeconds={60} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^⚠ Almost up 10 s$/);
  });
});
