import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeMaterial } from '@/testing/site-data';
import { signedInAs } from '@/testing/signed-in';

function signedIn(roleId: 'sustainability_guide_1' | 'eco_citizen_1', routes = {}) {
  return signedInAs(roleId, {
    ...routes,
  });
}

describe('/my-materials', () => {
  beforeAll(async () => {
    await import('./my-materials');
  });

  const river = makeMaterial({
    _id: 'added-1',
    type: 'berita',
    title: 'Sungai kami',
    title_en: 'Our river',
    url: 'https://news.example.org/river',
    addedBy: 'user-1',
    hidden: false,
    createdAt: '2026-11-20T08:00:00Z',
  });
  const hiddenVideo = makeMaterial({
    _id: 'added-2',
    type: 'video',
    title_en: 'Old clip',
    url: 'https://youtu.be/dQw4w9WgXcQ',
    addedBy: 'user-1',
    hidden: true,
  });

  it('lists the guide’s materials with their type and the day they were added', async () => {
    signedIn('sustainability_guide_1', { 'GET /api/my-materials': { body: [river, hiddenVideo] } });
    renderApp('/my-materials');
    const list = within(await screen.findByRole('region', { name: 'Materials you added' }));
    expect(list.getByText('News · added 20 Nov 2026')).toBeVisible();
    expect(list.getByText(/Video · added .* · Hidden/)).toBeVisible();
  });

  it('edits a material with its card previewed, and shows a refusal under its field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: errorBody('MATERIAL_URL_TAKEN', 'A material with this link is already in the list.'),
    };
    const api = signedIn('sustainability_guide_1', {
      'GET /api/my-materials': { body: [river] },
      'PUT /api/learning-materials/added-1': () => answer,
    });
    const { user } = renderApp('/my-materials');
    await user.click(await screen.findByRole('button', { name: 'Edit “Our river”' }));
    const form = within(screen.getByRole('form', { name: 'Edit material' }));
    const title = form.getByRole('textbox', { name: 'Title (English) *' });
    expect(title).toHaveValue('Our river');
    await user.clear(title);
    await user.paste('Our <i>clean</i> river');

    const preview = within(screen.getByRole('region', { name: 'How a phone shows it' }));
    await user.click(preview.getByRole('button', { name: 'English' }));
    expect(preview.getByRole('link', { name: /Our <i>clean<\/i> river/ })).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await form.findByText('A material with this link is already in the list.'),
    ).toBeVisible();
    expect(api.requestsTo('PUT', '/api/learning-materials/added-1')[0]?.body).toMatchObject({
      type: 'berita',
      title_en: 'Our <i>clean</i> river',
      url: 'https://news.example.org/river',
    });

    answer = { status: 200, body: { ...river, title_en: 'Our clean river' } };
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Add material' })).toBeVisible();
  }, 15_000);
});
