import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ecoscha/contracts';
import type { RoleId } from '@ecoscha/game';
import { i18n } from '@/lib/i18n';
import { contentRoutes, makeCharacter } from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const ROOM = '/role-explanation-room';

function signedIn(roleId: RoleId | undefined, user: Partial<User> = {}) {
  storeLogin({ roleId });
  return { 'GET /api/auth/profile': { body: { user: makeUser({ roleId, ...user }) } } };
}

/** The role type block under the card: "Role type", the type, the team. */
function roleTypeBlock(label = 'Role type') {
  const block = screen.getByText(label).parentElement;
  if (!block) throw new Error('No role type block');
  return block;
}

function otherRoleCards() {
  const section = screen.getByRole('region', { name: 'Other roles' });
  return within(section).getAllByRole('article');
}

describe('/role-explanation-room', () => {
  // The lazy route's first import compiles the whole feature: do it before the first timeout.
  // The page waits for the profile, the route module and the character: allow a busy machine.
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./role-explanation-room');
  });

  it('explains the role of the card in the URL', async () => {
    const api = mockApi({ ...signedIn('eco_citizen_1'), ...contentRoutes() });
    const app = renderApp(`${ROOM}?character=kang_raka_green_guardian`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your role is Kang Raka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Kang Raka's character card" })).toHaveAttribute(
      'src',
      '/content/images/characters/green_guardian_1.svg',
    );
    expect(roleTypeBlock()).toHaveTextContent('Role typeGreen GuardianEnvironmental Protectors');
    expect(screen.getByRole('heading', { name: 'Abilities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Kang Raka's ability" })).toBeInTheDocument();
    expect(screen.getByText(/Kang Raka lives in Dayeuhmanggung/)).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/characters/green_guardian_1')).toHaveLength(1);

    // The description's Sundanese phrase opens its meaning.
    const about = screen.getByRole('region', { name: 'About your role' });
    await app.user.click(within(about).getByRole('button', { name: 'runtah' }));
    expect(await screen.findByRole('dialog', { name: 'runtah' })).toHaveTextContent(
      'Rubbish, waste.',
    );

    // Everyone else is under "Other roles"; a player joins, they do not create.
    await waitFor(() => expect(otherRoleCards()).toHaveLength(7));
    const names = otherRoleCards().map((card) => within(card).getByRole('heading').textContent);
    expect(names).not.toContain('Kang Raka');
    expect(names).toContain('Kang Alam');
    expect(screen.getByLabelText('Room code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate room code' })).not.toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await i18n.changeLanguage('id');
    mockApi({ ...signedIn('waste_villain_1'), ...contentRoutes() });
    renderApp(`${ROOM}?character=mang_karwa_waste_villain`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Peranmu adalah Mang Karwa' }),
    ).toBeInTheDocument();
    expect(roleTypeBlock('Jenis peran')).toHaveTextContent(
      'Jenis peranPerusak LingkunganTim Perusak Lingkungan',
    );
    expect(screen.getByText(/Mang Karwa tinggal di Dayeuhmanggung/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kemampuan Mang Karwa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gabung ke ruangan' })).toBeDisabled();
  });

  it("falls back to the account's role without a known card", async () => {
    const api = mockApi({ ...signedIn('waste_manager_1'), ...contentRoutes() });
    renderApp(`${ROOM}?character=no_such_card`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your role is Pak Harsa' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/characters/waste_manager_1')).toHaveLength(1);
  });

  it('shows Unknown Role when neither the card nor the account names a role', async () => {
    const userWithoutRole: Partial<User> = makeUser();
    delete userWithoutRole.roleId;
    storeLogin();
    const api = mockApi({
      'GET /api/auth/profile': { body: { user: userWithoutRole } },
      ...contentRoutes(),
    });
    renderApp(ROOM);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your role is Unknown Role' }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/characters/'))).toHaveLength(0);
    await waitFor(() => expect(otherRoleCards()).toHaveLength(8));
    expect(screen.getByLabelText('Room code')).toBeInTheDocument();
  });

  it('says the character was not found when its data is missing', async () => {
    mockApi({
      ...signedIn('eco_citizen_1'),
      ...contentRoutes(),
      'GET /api/characters/eco_citizen_2': {
        status: 404,
        body: errorBody('CHARACTER_NOT_FOUND', 'Character not found'),
      },
    });
    renderApp(`${ROOM}?character=ibu_eneng_eco_citizen`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This character card was not recognised. Scan the QR code on your card again.',
    );
    expect(screen.getByLabelText('Room code')).toBeInTheDocument();
  });

  it('shows a framed placeholder with the name when the card picture is missing', async () => {
    mockApi({ ...signedIn('eco_citizen_1'), ...contentRoutes() });
    renderApp(`${ROOM}?character=asep_eco_citizen`);

    fireEvent.error(await screen.findByRole('img', { name: "Asep's character card" }));
    expect(screen.queryByRole('img', { name: "Asep's character card" })).not.toBeInTheDocument();
    expect(screen.getByText('The card picture is being prepared')).toBeInTheDocument();
    expect(screen.getAllByText('Asep').length).toBeGreaterThan(0);
  });

  it("truncates the other roles' descriptions with a read more / read less toggle", async () => {
    mockApi({ ...signedIn('eco_citizen_1'), ...contentRoutes() });
    const app = renderApp(`${ROOM}?character=asep_eco_citizen`);

    await waitFor(() => expect(otherRoleCards()).toHaveLength(7));
    const alam = otherRoleCards().find((card) => within(card).queryByText('Kang Alam'));
    if (!alam) throw new Error('Kang Alam has no card');
    const full = makeCharacter('sustainability_guide_1').descriptionEng.replace(/\[\[|\]\]/g, '');
    const shortText = () => within(alam).getByText(/^Kang Alam lives/, { selector: 'p' });

    expect(shortText().textContent?.endsWith('…')).toBe(true);
    expect(shortText().textContent?.length).toBeLessThanOrEqual(151);
    const toggle = within(alam).getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(toggle);
    expect(shortText().textContent).toBe(full.trim());
    expect(within(alam).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await app.user.click(within(alam).getByRole('button', { name: 'Show less' }));
    expect(shortText().textContent?.endsWith('…')).toBe(true);
  });

  it('links back to the game when it comes with a session id', async () => {
    mockApi({ ...signedIn('eco_citizen_1'), ...contentRoutes() });
    renderApp(`${ROOM}?character=asep_eco_citizen&sessionId=session-7`);

    expect(await screen.findByRole('link', { name: 'Back to the game' })).toHaveAttribute(
      'href',
      '/leaderboard?sessionId=session-7',
    );
  });
});
