import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '@ecoscha/contracts';
import { glossaryFixture, guidePhrase } from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/signed-in';

function signedIn(roleId: 'sustainability_guide_1' | 'eco_citizen_1', routes = {}) {
  return signedInAs(roleId, {
    'GET /api/glossary': { body: glossaryFixture },
    ...routes,
  });
}

describe('/my-glossary', () => {
  beforeAll(async () => {
    await import('./my-glossary');
  });

  it('lists the guide’s phrases and says which replace the game’s', async () => {
    const seedPhrase = glossaryFixture[0] as GlossaryEntry;
    const mine = [
      guidePhrase('own_a', { phrase: 'cai herang', id: 'Air jernih.', en: 'Clear water.' }),
      guidePhrase('own_b', { ...seedPhrase, en: 'Our meaning.' }, true),
    ];
    signedIn('sustainability_guide_1', { 'GET /api/my-glossary': { body: mine } });
    renderApp('/my-glossary');
    const list = within(await screen.findByRole('region', { name: 'Your phrases' }));
    const items = list.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('A phrase of your own')).toBeVisible();
    expect(
      within(items[1] as HTMLElement).getByText(
        "Your meaning replaces the game's · Hidden: not used in new rooms",
      ),
    ).toBeVisible();
  });

  it('adds a phrase, previews its meaning through the game’s popup, and shows a refusal', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: errorBody('GLOSSARY_PHRASE_TAKEN', 'This phrase is already in your glossary.'),
    };
    const api = signedIn('sustainability_guide_1', {
      'GET /api/my-glossary': { body: [] },
      'POST /api/my-glossary': () => answer,
    });
    const { user } = renderApp('/my-glossary');
    await user.click(await screen.findByRole('button', { name: 'Add a phrase' }));
    for (const [name, text] of [
      ['Sundanese phrase', 'cai herang'],
      ['Meaning in Indonesian', 'Air jernih.'],
      ['Meaning in English', 'Clear water.'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    expect(
      screen.getByText('A new phrase: mark it [[like this]] in your narratives.'),
    ).toBeVisible();

    const preview = within(screen.getByRole('region', { name: 'How a phone shows it' }));
    await user.click(preview.getByRole('button', { name: 'English' }));
    await user.click(preview.getByRole('button', { name: 'cai herang' }));
    expect(await screen.findByRole('dialog', { name: 'cai herang' })).toHaveAccessibleDescription(
      'Clear water.',
    );

    await user.click(screen.getByRole('button', { name: 'Save phrase' }));
    expect(
      await screen.findByText(
        'This phrase is already in your glossary (perhaps hidden). Edit or restore that one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Sundanese phrase' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requestsTo('POST', '/api/my-glossary')[0]?.body).toEqual({
      phrase: 'cai herang',
      id: 'Air jernih.',
      en: 'Clear water.',
    });
    answer = { status: 201, body: guidePhrase('own_new', { phrase: 'x', id: 'y', en: 'z' }) };
    await user.click(screen.getByRole('button', { name: 'Save phrase' }));
    expect(await screen.findByRole('button', { name: 'Add a phrase' })).toBeVisible();
  }, 15_000);

  it('starts the guide’s own meaning of a game phrase from the game’s text', async () => {
    const seedPhrase = glossaryFixture[0] as GlossaryEntry;
    signedIn('sustainability_guide_1', { 'GET /api/my-glossary': { body: [] } });
    const { user } = renderApp('/my-glossary');
    await user.click(await screen.findByText(/The game's glossary/));
    await user.click(
      screen.getByRole('button', { name: `Give “${seedPhrase.phrase}” my own meaning` }),
    );
    expect(screen.getByRole('textbox', { name: 'Sundanese phrase' })).toHaveValue(
      seedPhrase.phrase,
    );
    expect(
      screen.getByText("The game has this phrase: your meaning replaces the game's in your rooms."),
    ).toBeVisible();
  });
});
