import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeZonedCharacter } from '@/testing/content-data';
import { renderComponent } from '@/testing/render-component';
import { CharacterCard } from './character-card';
import { localiseCharacter } from './localise-character';

const raka = makeZonedCharacter();

function renderCard() {
  return renderComponent(
    <>
      <CharacterCard character={localiseCharacter(raka, 'en')} />
      <p>Elsewhere</p>
    </>,
  );
}

describe('CharacterCard', () => {
  it('draws the card picture at its own size, with its name as alternative text', () => {
    renderCard();
    const picture = screen.getByRole('img', { name: "Kang Raka's character card" });
    expect(picture).toHaveAttribute('src', '/content/images/characters/green_guardian_1.svg');
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('height', '900');
  });

  it('shows a tooltip for a clothing zone of the card', async () => {
    const { user } = renderCard();
    const zones = screen.getByRole('group', { name: "Clothing details on Kang Raka's card" });
    const zone = within(zones).getByRole('button', { name: 'Barangbang Semplak headcloth' });
    expect(zone.tagName.toLowerCase()).toBe('polygon');
    expect(zone).toHaveAttribute('points', '200,40 400,40 400,160 200,160');

    // Pointing at it shows the tooltip; leaving hides it.
    await user.hover(zone);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('A Sundanese headcloth folded like a broken palm frond.');
    expect(zone).toHaveAccessibleDescription(/Barangbang Semplak headcloth/);
    await user.unhover(zone);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // Keyboard: focus shows it, Escape hides it. A picture that fails is hidden.
    await act(() => zone.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    const picture = screen.getByRole('tooltip').querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', '/content/images/zones/iket.svg');
    fireEvent.error(picture);
    expect(screen.getByRole('tooltip').querySelector('img')).toBeNull();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Barangbang Semplak headcloth');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // A tap keeps it open until a tap elsewhere.
    await user.click(zone);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('marks the Escape that closed a tooltip as handled, so a dialog around stays open', async () => {
    const { user } = renderCard();
    const zone = screen.getByRole('button', { name: 'Barangbang Semplak headcloth' });
    await user.click(zone);
    let prevented: boolean | undefined;
    const listen = (event: KeyboardEvent) => {
      prevented = event.defaultPrevented;
    };
    window.addEventListener('keydown', listen);
    await user.keyboard('{Escape}');
    window.removeEventListener('keydown', listen);
    expect(prevented).toBe(true);
  });

  it('shows a tidy frame with the name when the picture fails', () => {
    renderCard();
    fireEvent.error(screen.getByRole('img', { name: "Kang Raka's character card" }));
    expect(screen.getByText('The card picture is being prepared')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
