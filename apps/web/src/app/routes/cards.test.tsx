import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contentRoutes } from '@/testing/content-data';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/signed-in';

const ADDRESSES = 'GET /api/card-deck/addresses';

function signedIn(
  roleId: 'sustainability_guide_1' | 'eco_citizen_1',
  network = ['http://192.168.1.20:3000'],
) {
  return signedInAs(roleId, {
    [ADDRESSES]: { body: { network } },
    ...contentRoutes(),
  });
}

const cards = () => screen.getAllByRole('article');
const linksOf = () => cards().map((card) => card.getAttribute('data-link'));

describe('/cards', () => {
  beforeAll(async () => {
    await Promise.all([import('./cards'), import('./role-explanation-room')]);
  });

  it('prints a card per student in the recommended mix, with the numbers said', async () => {
    signedIn('sustainability_guide_1');
    renderApp('/cards');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Printable character cards' }),
    ).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: /Number of students/ })).toHaveValue(30);
    const mix = screen.getByRole('region', { name: 'Recommended roles for 30 students' });
    expect(
      within(mix)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['9 Waste Villain', '4 Green Guardian', '4 Waste Manager', '13 Eco Citizen']);
    expect(within(mix).getByText(/Printed on 4 sheets/)).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(30));
    // The page is on localhost, which no phone opens: the cards carry the network address.
    expect(
      linksOf().filter((l) => l === 'http://192.168.1.20:3000/signup?character=yana_waste_villain'),
    ).toHaveLength(4);
    const first = cards()[0] as HTMLElement;
    expect(
      within(first)
        .getByRole('img', { name: /Sign-up QR code for/ })
        .getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('button', { name: 'Print cards' })).toBeEnabled();
  });

  it('follows the class size, the chosen address and the paper', async () => {
    signedIn('sustainability_guide_1', ['http://192.168.1.20:3000', 'http://10.0.0.5:3000']);
    const app = renderApp('/cards');
    const size = await screen.findByRole('spinbutton', { name: /Number of students/ });
    await app.user.clear(size);
    await app.user.type(size, '8');
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.getByText(/Printed on 1 sheet,/)).toBeVisible();
    expect(linksOf().every((l) => l?.startsWith('http://192.168.1.20:3000/signup?'))).toBe(true);
    await app.user.click(await screen.findByRole('radio', { name: 'http://10.0.0.5:3000' }));
    await waitFor(() =>
      expect(linksOf().every((l) => l?.startsWith('http://10.0.0.5:3000/signup?'))).toBe(true),
    );
    // The pick is the guide's: the projector's QR code uses it too.
    expect(localStorage.getItem('phoneAddress')).toBe('http://10.0.0.5:3000');
    await app.user.click(screen.getByRole('radio', { name: /Letter/ }));
    expect(document.querySelector('style')?.textContent).toContain('size: letter portrait');
  });

  it('says so when phones have no address to open, and takes one typed in', async () => {
    signedIn('sustainability_guide_1', []);
    const app = renderApp('/cards');
    expect(await screen.findByText(/This computer is not on a network yet/)).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Another address' })).toBeChecked();
    await app.user.type(
      screen.getByRole('textbox', { name: /Another address/ }),
      'https://ecoscha.sekolah.sch.id',
    );
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(linksOf()[0]).toMatch(/^https:\/\/ecoscha\.sekolah\.sch\.id\/signup\?/);
  });

  it('prints nothing for a class size outside 4 to 50', async () => {
    signedIn('sustainability_guide_1');
    const app = renderApp('/cards');
    const size = await screen.findByRole('spinbutton', { name: /Number of students/ });
    await app.user.clear(size);
    await app.user.type(size, '3');
    expect(await screen.findByText('Enter a whole number from 4 to 50.')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Print cards' })).toBeDisabled();
  });

  it('is linked from the guide’s role room', async () => {
    signedIn('sustainability_guide_1');
    const app = renderApp('/role-explanation-room');
    const link = await screen.findByRole('link', {
      name: 'No cards yet? Print character cards for the class',
    });
    await app.user.click(link);
    await waitFor(() => expect(app.currentUrl()).toBe('/cards'));
  });

  it('opens at its top when the role room was scrolled down to its link', async () => {
    signedIn('sustainability_guide_1');
    const app = renderApp('/role-explanation-room');
    const link = await screen.findByRole('link', {
      name: 'No cards yet? Print character cards for the class',
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    window.scrollY = 1200;
    await app.user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Printable character cards' });
    // The deck sits outside the site's frame: the scroll restoration around every page runs.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('is for the guide only', async () => {
    const api = signedIn('eco_citizen_1');
    const app = renderApp('/cards');
    await waitFor(() => expect(app.currentUrl()).toBe('/unauthorized'));
    expect(api.requestsTo('GET', '/api/card-deck/addresses')).toHaveLength(0);
  });
});
