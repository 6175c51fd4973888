import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { glossaryFixture } from '@/testing/content-data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeSiteContent } from '@/testing/site-data';

describe('/guide', () => {
  it('shows the objective, the ordered steps of a game and the tips', async () => {
    mockApi({
      'GET /api/site-content/guide': { body: makeSiteContent().guide },
      'GET /api/glossary': { body: glossaryFixture },
    });
    renderApp('/guide');

    expect(await screen.findByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
    expect(await screen.findByText(/The good team wins once every Waste Villain/)).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'How a game goes' }));
    const list = steps.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `Step ${n}: Step title ${n}`));
    const tips = within(screen.getByRole('region', { name: 'Tips for a good game' }));
    expect(tips.getAllByRole('listitem')).toHaveLength(3);
    expect(tips.getAllByRole('button', { name: 'runtah' })).toHaveLength(3);

    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByRole('heading', { level: 1, name: 'Cara bermain' })).toBeVisible();
    expect(screen.getByText('Teks langkah 1.')).toBeInTheDocument();
  });

  it('offers to try again when the texts cannot be loaded', async () => {
    mockApi({ 'GET /api/site-content/guide': 'network-error' });
    const app = renderApp('/guide');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');

    mockApi({ 'GET /api/site-content/guide': { body: makeSiteContent().guide } });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Text of step 1.')).toBeInTheDocument();
  });
});
