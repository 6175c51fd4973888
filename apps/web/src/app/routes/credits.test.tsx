import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { glossaryFixture } from '@/testing/content-data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeSiteContent } from '@/testing/site-data';

describe('/credits', () => {
  it('credits the music, the pictures and icons, thanks, and leads back home', async () => {
    mockApi({
      'GET /api/site-content/credits': { body: makeSiteContent().credits },
      'GET /api/glossary': { body: glossaryFixture },
    });
    const app = renderApp('/credits');

    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    const music = within(await screen.findByRole('region', { name: 'Music' }));
    expect(music.getByRole('heading', { name: 'Background music' })).toBeInTheDocument();
    expect(music.getByText('By the EcoSCha team')).toBeInTheDocument();
    expect(music.getByText('Licence: CC BY 4.0')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Pictures and icons' })).getByText(
        'Our own pictures.',
      ),
    ).toBeInTheDocument();
    const thanks = within(screen.getByRole('region', { name: 'Special thanks' }));
    expect(thanks.getByRole('button', { name: 'Hatur nuhun' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Meet the characters' })).toBeVisible();
    expect(app.currentUrl()).toBe('/');
  });
});
