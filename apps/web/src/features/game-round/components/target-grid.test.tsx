import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render-component';
import { TargetGrid } from './target-grid';

const targets = [
  { userId: 'u1', username: 'sari' },
  { userId: 'u2', username: 'budi' },
];

describe('TargetGrid', () => {
  it('marks the picked player with a tick as well as its colour', () => {
    renderComponent(<TargetGrid legend="Pick one" targets={targets} value="u2" />);
    expect(screen.getByRole('radio', { name: 'budi' })).toBeChecked();
    const tile = (name: string) => screen.getByRole('radio', { name }).closest('label');
    expect(tile('budi')).toHaveTextContent(/^✓budi$/);
    expect(tile('sari')).toHaveTextContent(/^ssari$/);
  });
});
