import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { glossaryFixture, guideNarrative, makeNarrative } from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/signed-in';

const DEFAULTS = [makeNarrative('opening'), makeNarrative('outro')];

function signedIn(roleId: 'sustainability_guide_1' | 'eco_citizen_1', routes = {}) {
  return signedInAs(roleId, {
    'GET /api/game-narratives': { body: DEFAULTS },
    'GET /api/glossary': { body: glossaryFixture },
    'GET /api/my-glossary': { body: [] },
    ...routes,
  });
}

describe('/my-narratives', () => {
  beforeAll(async () => {
    await import('./my-narratives');
  });

  it('shows each moment with the version a room reads', async () => {
    const mine = guideNarrative({ ...makeNarrative('outro'), judul_en: 'Our own farewell' });
    signedIn('sustainability_guide_1', { 'GET /api/my-narratives': { body: [mine] } });
    renderApp('/my-narratives');
    const items = within(
      await screen.findByRole('region', { name: 'Moments of the game' }),
    ).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Title opening')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText("The game's version")).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Our own farewell')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Your version')).toBeVisible();
  });

  it('writes a version from the game’s text, previews it as text, and shows a refusal by its field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'The data sent is not valid.', {
        isiBacaan_en: 'This [[…]] Sundanese phrase is not in the glossary yet: cai herang.',
      }),
    };
    const api = signedIn('sustainability_guide_1', {
      'GET /api/my-narratives': { body: [] },
      'PUT /api/my-narratives/opening': () => answer,
    });
    const { user } = renderApp('/my-narratives');
    const items = within(
      await screen.findByRole('region', { name: 'Moments of the game' }),
    ).getAllByRole('listitem');
    await user.click(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Write your own version' }),
    );
    const title = screen.getByRole('textbox', { name: 'Title (English)' });
    expect(title).toHaveValue('Title opening');
    await user.clear(title);
    await user.paste('Our <b>river</b>');
    const text = screen.getByRole('textbox', { name: 'Text read aloud (English)' });
    await user.clear(text);
    await user.paste('The [[cai herang]] is clear.');

    const preview = within(screen.getByRole('region', { name: 'How a phone shows it' }));
    await user.click(preview.getByRole('button', { name: 'English' }));
    expect(preview.getByRole('heading', { name: 'Our <b>river</b>' })).toBeVisible();
    expect(preview.getByRole('button', { name: 'cai herang' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save my version' }));
    expect(
      await screen.findByText(
        'This [[…]] Sundanese phrase is not in the glossary yet: cai herang.',
      ),
    ).toBeVisible();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('PUT', '/api/my-narratives/opening')[0]?.body).toEqual({
      judul: 'Judul opening',
      judul_en: 'Our <b>river</b>',
      isiBacaan: 'Teks opening.',
      isiBacaan_en: 'The [[cai herang]] is clear.',
    });

    answer = { status: 200, body: guideNarrative(makeNarrative('opening', 'x')) };
    await user.click(screen.getByRole('button', { name: 'Save my version' }));
    expect(await screen.findByRole('region', { name: 'Moments of the game' })).toBeVisible();
  }, 15_000);
});
