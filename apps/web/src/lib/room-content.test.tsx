import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { glossaryFixture } from '@/testing/content-data';
import { mockApi } from '@/testing/mock-api';
import { renderComponent } from '@/testing/render-component';
import { RoomContentProvider, useRoomNarratives } from './room-content';

const ROOM = '0b7c1c3e-1111-4222-8333-444455556666';

function FirstTitle() {
  const { data } = useRoomNarratives();
  return <p>{data?.[0]?.judul_en ?? '…'}</p>;
}

describe('a room’s own content', () => {
  it('asks for the narratives and the glossary of the room the screen belongs to', async () => {
    const api = mockApi({
      'GET /api/game-narratives': { body: [{ _id: 'opening', judul_en: 'Our river' }] },
      'GET /api/glossary': { body: glossaryFixture },
    });
    renderComponent(
      <RoomContentProvider sessionId={ROOM}>
        <FirstTitle />
        <SundaneseText text="Say [[sampurasun]]." />
      </RoomContentProvider>,
    );
    expect(await screen.findByText('Our river')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', '/api/glossary')).toHaveLength(1));
    expect(api.requestsTo('GET', '/api/game-narratives')[0]?.search).toBe(`?sessionId=${ROOM}`);
    expect(api.requestsTo('GET', '/api/glossary')[0]?.search).toBe(`?sessionId=${ROOM}&lng=en`);
  });

  it('reads the default content outside a room, with phrases added for a preview', async () => {
    const api = mockApi({ 'GET /api/glossary': { body: glossaryFixture } });
    const { user } = renderComponent(
      <RoomContentProvider
        sessionId={null}
        ownGlossary={[{ phrase: 'cai herang', id: 'Air jernih.', en: 'Clear water.' }]}
      >
        <SundaneseText text="The [[cai herang]] of the spring." />
      </RoomContentProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'cai herang' }));
    const popup = await screen.findByRole('dialog', { name: 'cai herang' });
    expect(popup).toHaveAccessibleDescription('Clear water.');
    expect(api.requestsTo('GET', '/api/glossary')[0]?.search).toBe('?lng=en');
  });

  it('shows a meaning from a glossary sent in the screen’s language only', async () => {
    const english = glossaryFixture.map(({ phrase, en }) => ({ phrase, en }));
    const api = mockApi({ 'GET /api/glossary': { body: english } });
    const { user } = renderComponent(<SundaneseText text="Say [[sampurasun]]." />);
    await user.click(await screen.findByRole('button', { name: 'sampurasun' }));
    const popup = await screen.findByRole('dialog', { name: 'sampurasun' });
    const meaning = glossaryFixture.find((entry) => entry.phrase === 'sampurasun')?.en;
    expect(popup).toHaveAccessibleDescription(meaning ?? 'missing from the fixture');
    expect(api.requestsTo('GET', '/api/glossary').map((r) => r.search)).toEqual(['?lng=en']);
  });
});
