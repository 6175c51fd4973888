import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render-component';
import { ProjectorLink } from './projector-link';

describe('ProjectorLink', () => {
  it('opens this session’s class screen in a new tab', () => {
    renderComponent(<ProjectorLink sessionId="s1" />);
    const link = screen.getByRole('link', { name: 'Open the class screen for the projector' });
    expect(link).toHaveAttribute('href', '/screen?sessionId=s1');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
