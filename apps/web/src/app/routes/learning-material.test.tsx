import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeMaterial } from '@/testing/site-data';

describe('/learning-material', () => {
  it('lists every article and video on a page of its own', async () => {
    mockApi({
      'GET /api/learning-materials': {
        body: [makeMaterial({ title_en: 'Rivers of West Java' }), makeMaterial({ type: 'video' })],
      },
    });
    renderApp('/learning-material');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning materials' }),
    ).toBeVisible();
    const articles = within(screen.getByRole('region', { name: 'News and articles' }));
    expect(await articles.findByRole('link', { name: /Rivers of West Java/ })).toBeVisible();
    const videos = within(screen.getByRole('region', { name: 'Videos' }));
    expect(videos.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });
});
