import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { glossaryFixture } from '@/testing/content-data';
import { mockApi } from '@/testing/mock-api';
import { renderComponent } from '@/testing/render-component';
import { SundaneseText } from './sundanese-text';

const GLOSSARY = 'GET /api/glossary';
const TEXT =
  'Kakek berkata [[Kudu nyaah ka alam]], lalu menyapa [[sampurasun]].\n\nJangan buang [[runtah]] ke [[walungan]].';

function renderText(text = TEXT) {
  const api = mockApi({ [GLOSSARY]: { body: glossaryFixture } });
  return { api, ...renderComponent(<SundaneseText text={text} />) };
}

describe('SundaneseText', () => {
  it('renders paragraphs with every marked phrase as a tappable phrase', () => {
    const { container } = renderText();

    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container).toHaveTextContent(
      'Kakek berkata Kudu nyaah ka alam, lalu menyapa sampurasun.',
    );
    expect(container).not.toHaveTextContent('[[');
    const phrases = screen.getAllByRole('button');
    expect(phrases.map((phrase) => phrase.textContent)).toEqual([
      'Kudu nyaah ka alam',
      'sampurasun',
      'runtah',
      'walungan',
    ]);
    expect(phrases[0]).toHaveAttribute('lang', 'su');
    expect(phrases[0]).toHaveAttribute('aria-expanded', 'false');
    expect(phrases[0]).toHaveAccessibleDescription('Sundanese phrase: tap to see what it means');
  });

  it('opens a popup with the meaning in English, and in Indonesian', async () => {
    const { user } = renderText();
    const phrase = screen.getByRole('button', { name: 'Kudu nyaah ka alam' });

    await user.click(phrase);
    const popup = await screen.findByRole('dialog', { name: 'Kudu nyaah ka alam' });
    expect(popup).toHaveAccessibleDescription('We must love nature.');
    expect(phrase).toHaveAttribute('aria-expanded', 'true');
    expect(popup).toHaveFocus();

    // The Indonesian meanings are asked for when the language changes.
    await act(() => i18n.changeLanguage('id'));
    await waitFor(() => expect(popup).toHaveAccessibleDescription('Harus sayang kepada alam.'));
    expect(within(popup).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it('says the translation is not available for a phrase missing from the glossary', async () => {
    const { user } = renderText();

    await user.click(screen.getByRole('button', { name: 'walungan' }));
    const popup = await screen.findByRole('dialog', { name: 'walungan' });
    expect(await within(popup).findByText('translation not available')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('id'));
    expect(await within(popup).findByText('Terjemahan tidak tersedia')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the phrase', async () => {
    const { user } = renderText();
    const phrase = screen.getByRole('button', { name: 'runtah' });

    await user.click(phrase);
    await screen.findByRole('dialog', { name: 'runtah' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(phrase).toHaveFocus();
    expect(phrase).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard and closes with its close button', async () => {
    const { user } = renderText();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Kudu nyaah ka alam' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Kudu nyaah ka alam' });

    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kudu nyaah ka alam' })).toHaveFocus();

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click outside, and shows one phrase at a time', async () => {
    const { user, container } = renderText();

    await user.click(screen.getByRole('button', { name: 'sampurasun' }));
    await screen.findByRole('dialog', { name: 'sampurasun' });
    await user.click(screen.getByRole('button', { name: 'runtah' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'runtah' })).toBeInTheDocument();

    await user.click(container.querySelector('p') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches the glossary once for all phrases and texts', async () => {
    const api = mockApi({ [GLOSSARY]: { body: glossaryFixture } });
    const { user } = renderComponent(
      <>
        <SundaneseText text="[[runtah]]" />
        <SundaneseText text="[[sampurasun]]" />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'runtah' }));
    await screen.findByText('Rubbish, waste.');
    await user.click(screen.getByRole('button', { name: 'sampurasun' }));
    await screen.findByText('The traditional Sundanese greeting when visiting.');
    expect(api.requestsTo('GET', '/api/glossary')).toHaveLength(1);
  });

  it('does not fetch the glossary for a text without phrases', () => {
    const api = mockApi();
    renderComponent(<SundaneseText text="Plain text only." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
