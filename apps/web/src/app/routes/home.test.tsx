import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  contentRoutes,
  glossaryFixture,
  makeZonedCharacter,
  makeCharacters,
} from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeSiteContent } from '@/testing/site-data';

const glossary = [
  ...glossaryFixture,
  { phrase: 'wilujeng sumping', id: 'Selamat datang.', en: 'Welcome.' },
];

function homeRoutes(overrides: Record<string, unknown> = {}) {
  return {
    ...contentRoutes(),
    'GET /api/glossary': { body: glossary },
    'GET /api/site-content/home': { body: makeSiteContent().home },
    'GET /api/site-content/manual': { body: makeSiteContent().manual },
    'GET /api/learning-materials': { body: [] },
    ...overrides,
  };
}

describe('/ (home)', () => {
  it('introduces the game from the site content, in the interface language', async () => {
    mockApi(homeRoutes());
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'EcoSCha: Caring for Nature' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/welcome to EcoSCha, a role-play game/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to play' })).toHaveAttribute('href', '/guide');
    expect(document.title).toBe('Home · EcoSCha');

    await act(() => i18n.changeLanguage('id'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'EcoSCha: Menjaga Alam' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka buku panduan' })).toBeInTheDocument();
  });

  it('starts the guide’s lesson from home, and sends a student to join a room', async () => {
    storeLogin({ roleId: 'sustainability_guide_1' });
    const user = makeUser({ roleId: 'sustainability_guide_1' });
    mockApi(homeRoutes({ 'GET /api/auth/profile': { body: { user } } }));
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start a lesson' })).toHaveAttribute(
      'href',
      '/role-explanation-room',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Your lessons' }),
    ).toHaveAttribute('href', '/lessons');
    expect(screen.queryByRole('link', { name: 'Join a room' })).toBeNull();
    unmount();

    storeLogin({ roleId: 'eco_citizen_1' });
    mockApi(homeRoutes({ 'GET /api/auth/profile': { body: { user: makeUser() } } }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Join a room' })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.queryByRole('link', { name: 'Start a lesson' })).toBeNull();
  });

  it('opens the meaning of a Sundanese phrase of the intro, with a close button', async () => {
    mockApi(homeRoutes());
    const app = renderApp('/');
    const phrase = await screen.findByRole('button', { name: 'Wilujeng sumping' });

    await app.user.click(phrase);
    const popup = await screen.findByRole('dialog', { name: 'Wilujeng sumping' });
    expect(popup).toHaveAccessibleDescription('Welcome.');
    await app.user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(phrase).toHaveFocus();
  });

  it('keeps a title and the way to the guide when the site content fails', async () => {
    mockApi(
      homeRoutes({
        'GET /api/site-content/home': { status: 404, body: errorBody('NOT_FOUND', 'x') },
      }),
    );
    renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'EcoSCha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the game manual' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to play' })).toBeInTheDocument();
  });

  it('opens the manual as a book in the interface language, switches books, and closes', async () => {
    mockApi(homeRoutes());
    const app = renderApp('/');
    const open = await screen.findByRole('button', { name: 'Open the game manual' });

    await app.user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Game manual' });
    const book = await within(dialog).findByRole('region', { name: 'Pages of the game manual' });
    expect(book).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByText('Page 1: Title')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Page 1 of 6').length).toBeGreaterThan(0);

    // The other book, then Escape: the dialog closes and focus goes back to the button.
    await app.user.click(within(dialog).getByRole('button', { name: 'ID' }));
    expect(await within(dialog).findByText('Halaman 1: Judul')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('region', { name: 'Pages of the game manual' }),
    ).toHaveAttribute('lang', 'id');
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    // Opening again follows the interface language: the choice made inside was forgotten.
    await app.user.click(open);
    const again = await screen.findByRole('dialog', { name: 'Game manual' });
    expect(await within(again).findByText('Page 1: Title')).toBeInTheDocument();
  });

  it('shows the characters, 8 cards that open in a dialog with their clothing zones', async () => {
    const raka = makeZonedCharacter();
    const characters = makeCharacters().map((c) => (c._id === raka._id ? raka : c));
    const api = mockApi(homeRoutes(contentRoutes(characters)));
    const app = renderApp('/');

    const section = within(await screen.findByRole('region', { name: 'Meet the characters' }));
    const cards = await section.findAllByRole('button', { name: /./ });
    expect(cards).toHaveLength(8);
    const card = section.getByRole('button', { name: /Kang Raka/ });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');

    // The gallery asks for summaries; the opened card fetches its character whole.
    const lists = api.requestsTo('GET', '/api/characters').map((request) => request.search);
    expect(new Set(lists)).toEqual(new Set(['?view=summary&lng=en']));
    expect(api.requestsTo('GET', `/api/characters/${raka._id}`)).toHaveLength(0);
    await app.user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Kang Raka' });
    expect(api.requestsTo('GET', `/api/characters/${raka._id}`)).toHaveLength(1);
    expect(
      await within(dialog).findByRole('img', { name: "Kang Raka's character card" }),
    ).toBeInTheDocument();
    const zone = within(dialog).getByRole('button', { name: 'Barangbang Semplak headcloth' });
    await app.user.hover(zone);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'A Sundanese headcloth folded like a broken palm frond.',
    );

    // The first Escape closes the tooltip, the second the dialog.
    await act(() => zone.focus());
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Kang Raka' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('lists the news articles and videos, with the sample news when there are none', async () => {
    mockApi(homeRoutes());
    renderApp('/');

    const articles = within(await screen.findByRole('region', { name: 'News and articles' }));
    expect(await articles.findByText('The Citarum River and household waste')).toBeInTheDocument();
    const videos = within(screen.getByRole('region', { name: 'Videos' }));
    expect(await videos.findByText('No videos yet.')).toBeInTheDocument();
  });
});
