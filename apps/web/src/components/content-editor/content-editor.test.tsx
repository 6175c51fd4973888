import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuideQuestion, Narrative } from '@ecoscha/contracts';
import {
  glossaryFixture,
  guideNarrative,
  guidePhrase,
  makeNarrative,
} from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeMaterial } from '@/testing/site-data';
import { signedInAs } from '@/testing/signed-in';

/** What the shell does the same for every kind of the guide's content, kind by kind. */

const at = '2026-11-25T08:00:00.000Z';
const question = (id: string, hidden: boolean): GuideQuestion => ({
  id,
  hidden,
  createdAt: at,
  updatedAt: at,
  draft: {
    topic: 'clean_water_crisis',
    type: 'true_false',
    question_id: `Soal ${id}`,
    question_en: `Question ${id}`,
    stimulus_id: '',
    stimulus_en: '',
    options_id: [],
    options_en: [],
    answer_id: 'true',
    answer_en: 'true',
    reasoning_id: 'Karena.',
    reasoning_en: 'Because.',
    also_accepted: [],
  },
});
const phrase = (id: string, hidden: boolean) =>
  guidePhrase(id, { phrase: `frasa ${id}`, id: 'Arti.', en: 'Meaning.' }, hidden);
const version = (id: Narrative['_id'], hidden: boolean) =>
  guideNarrative(makeNarrative(id), hidden);
const material = (id: string, title_en: string, hidden: boolean) =>
  makeMaterial({ _id: id, title_en, addedBy: 'user-1', hidden });

const KINDS = [
  {
    path: '/my-questions',
    heading: 'My quiz questions',
    nav: 'Quiz questions',
    list: 'Your questions',
    items: [question('own_a', false), question('own_b', true)],
    hide: { button: 'Hide', request: '/api/my-questions/own_a/hide' },
    restore: { button: 'Show again', request: '/api/my-questions/own_b/restore' },
    open: { button: 'Write a new question', form: 'New question' },
  },
  {
    path: '/my-glossary',
    heading: 'My Sundanese glossary',
    nav: 'Sundanese glossary',
    list: 'Your phrases',
    items: [phrase('own_a', false), phrase('own_b', true)],
    hide: { button: 'Hide', request: '/api/my-glossary/own_a/hide' },
    restore: { button: 'Show again', request: '/api/my-glossary/own_b/restore' },
    open: { button: 'Add a phrase', form: 'New phrase' },
  },
  {
    path: '/my-narratives',
    heading: 'My narratives',
    nav: 'Narratives',
    list: 'Moments of the game',
    items: [version('opening', false), version('outro', true)],
    hide: { button: "Back to the game's version", request: '/api/my-narratives/opening/hide' },
    restore: { button: 'Use your version again', request: '/api/my-narratives/outro/restore' },
    open: { button: 'Edit your version', form: 'Your version: At opening' },
  },
  {
    path: '/my-materials',
    heading: 'My learning materials',
    nav: 'Learning materials',
    list: 'Materials you added',
    items: [material('added-1', 'Our river', false), material('added-2', 'Old clip', true)],
    hide: { button: 'Hide “Our river”', request: '/api/learning-materials/added-1/hide' },
    restore: {
      button: 'Show “Old clip” again',
      request: '/api/learning-materials/added-2/restore',
    },
    open: { button: 'Add material', form: 'New material' },
  },
];

function signedIn(
  roleId: 'sustainability_guide_1' | 'eco_citizen_1',
  kind: (typeof KINDS)[number],
  routes = {},
) {
  return signedInAs(roleId, {
    'GET /api/glossary': { body: glossaryFixture },
    'GET /api/game-narratives': { body: [makeNarrative('opening'), makeNarrative('outro')] },
    'GET /api/my-glossary': { body: [] },
    [`GET /api${kind.path}`]: { body: kind.items },
    ...routes,
  });
}

describe.each(KINDS)('the content editor at $path', (kind) => {
  it('lists the guide’s items, hidden ones too, and hides one or shows one again', async () => {
    const api = signedIn('sustainability_guide_1', kind, {
      [`POST ${kind.hide.request}`]: { body: kind.items[0] },
      [`POST ${kind.restore.request}`]: { body: kind.items[1] },
    });
    const { user } = renderApp(kind.path);
    expect(await screen.findByRole('heading', { level: 1, name: kind.heading })).toBeVisible();
    expect(screen.getByRole('link', { name: kind.nav })).toHaveAttribute('aria-current', 'page');
    const list = within(await screen.findByRole('region', { name: kind.list }));
    await user.click(list.getByRole('button', { name: kind.hide.button }));
    await user.click(list.getByRole('button', { name: kind.restore.button }));
    await waitFor(() => {
      expect(api.requestsTo('POST', kind.hide.request)).toHaveLength(1);
      expect(api.requestsTo('POST', kind.restore.request)).toHaveLength(1);
    });
    await waitFor(() =>
      expect(api.requestsTo('GET', `/api${kind.path}`).length).toBeGreaterThan(1),
    );
  }, 15_000);

  it('says why a hide was refused, in the interface language', async () => {
    signedIn('sustainability_guide_1', kind, {
      [`POST ${kind.hide.request}`]: { status: 404, body: errorBody('NOT_FOUND', 'Not found') },
    });
    const { user } = renderApp(kind.path);
    const list = within(await screen.findByRole('region', { name: kind.list }));
    await user.click(list.getByRole('button', { name: kind.hide.button }));
    expect(await list.findByRole('alert')).toHaveTextContent('The requested item was not found.');
  });

  it('opens the form beside a phone preview, and cancelling brings the list back', async () => {
    signedIn('sustainability_guide_1', kind);
    const { user } = renderApp(kind.path);
    await screen.findByRole('region', { name: kind.list });
    await user.click(screen.getAllByRole('button', { name: kind.open.button })[0] as HTMLElement);
    expect(screen.getByRole('form', { name: kind.open.form })).toBeVisible();
    expect(screen.getByRole('region', { name: 'How a phone shows it' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: kind.list })).toBeVisible();
  }, 15_000);

  it('is for guides only', async () => {
    signedIn('eco_citizen_1', kind);
    const app = renderApp(kind.path);
    await waitFor(() => expect(app.currentUrl()).toBe('/unauthorized'));
  });
});
