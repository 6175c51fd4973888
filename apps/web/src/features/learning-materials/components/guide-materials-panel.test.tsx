import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearningMaterial } from '@ecoscha/contracts';
import { i18n } from '@/lib/i18n';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi, type RecordedRequest, type Reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeMaterial } from '@/testing/site-data';

const PROFILE = 'GET /api/auth/profile';
const MATERIALS = 'GET /api/learning-materials';
const ADD = 'POST /api/learning-materials';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/** The page as a signed-in guide, with a server that keeps the materials it is given. */
function openAsGuide(initial: LearningMaterial[] = [], routes: Record<string, Route> = {}) {
  storeLogin({ roleId: 'sustainability_guide_1' });
  const stored = [...initial];
  const api = mockApi({
    [PROFILE]: { body: { user: makeUser({ roleId: 'sustainability_guide_1' }) } },
    [MATERIALS]: () => ({ body: stored }),
    [ADD]: (request) => {
      const body = request.body as Omit<LearningMaterial, '_id' | 'createdAt' | 'addedBy'>;
      const material = makeMaterial({
        ...body,
        addedBy: 'user-1',
        createdAt: '2026-11-21T08:00:00.000Z',
      });
      stored.unshift(material);
      return { status: 201, body: material };
    },
    ...routes,
  });
  const app = renderApp('/learning-material');
  return { ...app, api, stored };
}

const panel = () => within(screen.getByRole('region', { name: 'Materials for your class' }));
/** The add form, whatever the interface language. */
const form = () => within(screen.getByRole('form', { name: /New material|Materi baru/ }));

async function openForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add material' }));
}

describe('adding a learning material', () => {
  it('is offered to the guide only', async () => {
    storeLogin({ roleId: 'eco_citizen_1' });
    mockApi({ [PROFILE]: { body: { user: makeUser() } }, [MATERIALS]: { body: [] } });
    renderApp('/learning-material');
    expect(await screen.findByRole('region', { name: 'Videos' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Materials for your class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add material' })).toBeNull();
  });

  it('opens a labelled form and checks it before sending anything', async () => {
    const { user, api } = openAsGuide();
    await screen.findByRole('region', { name: 'Materials for your class' });
    const toggle = panel().getByRole('button', { name: 'Add material' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'New material' })).toBeNull();
    await user.click(toggle);
    expect(panel().getByRole('button', { name: 'Close the form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(form().getByRole('radio', { name: 'YouTube video' }));
    await user.type(form().getByLabelText('Title (Indonesian) *'), '  ab ');
    await user.type(form().getByLabelText('Link *'), 'https://vimeo.com/12345');
    await user.click(form().getByRole('button', { name: 'Add material' }));

    expect(form().getByLabelText('Title (Indonesian) *')).toHaveAccessibleDescription(
      'Use at least 3 characters.',
    );
    expect(form().getByLabelText('Title (Indonesian) *')).toHaveFocus();
    expect(form().getByLabelText('Title (English) *')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(form().getByLabelText('Link *')).toHaveAccessibleDescription(
      /A YouTube link, such as .* This is not a recognised YouTube video link\./,
    );
    expect(form().getByLabelText('Source (outlet or channel) *')).toBeInvalid();
    expect(api.requestsTo('POST', '/api/learning-materials')).toHaveLength(0);

    // An article may link to any web page: the link's message goes with the video type.
    await user.click(form().getByRole('radio', { name: 'Article' }));
    expect(form().getByLabelText('Link *')).toBeValid();
    // Typing in a field clears its message.
    await user.type(form().getByLabelText('Title (English) *'), 'Our river');
    expect(form().getByLabelText('Title (English) *')).toBeValid();
  }, 15_000);

  it('sends the material, says so, empties the form and refreshes the lists', async () => {
    const { user, api } = openAsGuide([makeMaterial({ title_en: 'Older article' })]);
    await openForm(user);
    await user.click(form().getByRole('radio', { name: 'YouTube video' }));
    await user.type(form().getByLabelText('Title (Indonesian) *'), ' Sungai kita ');
    await user.type(form().getByLabelText('Title (English) *'), 'Our river');
    await user.type(form().getByLabelText('Link *'), VIDEO);
    await user.type(form().getByLabelText('Source (outlet or channel) *'), 'Kompas TV');
    await user.type(form().getByLabelText('Publication date (optional)'), '2024-05-02');
    await user.type(
      form().getByLabelText('Summary in English (optional)'),
      'Why the river smells.',
    );
    // A summary goes in both languages or in neither.
    await user.click(form().getByRole('button', { name: 'Add material' }));
    expect(form().getByLabelText('Summary in Indonesian (optional)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(form().getByLabelText('Summary in Indonesian (optional)'), 'Sungai bau.');
    await user.click(form().getByRole('button', { name: 'Add material' }));

    expect(await form().findByText('“Our river” has been added to the list.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/learning-materials')[0]?.body).toEqual({
      type: 'video',
      title: 'Sungai kita',
      title_en: 'Our river',
      url: VIDEO,
      source_credit: { platform: 'Kompas TV' },
      publishedAt: '2024-05-02',
      description: 'Sungai bau.',
      description_en: 'Why the river smells.',
    });
    expect(form().getByLabelText('Link *')).toHaveValue('');
    expect(form().getByRole('radio', { name: 'Article' })).toBeChecked();

    const videos = within(screen.getByRole('region', { name: 'Videos' }));
    expect(await videos.findByRole('link', { name: /Our river/ })).toBeVisible();
    expect(videos.getByText('2 May 2024')).toBeInTheDocument();
  }, 15_000);

  it('shows the server’s refusal in the interface language', async () => {
    let answer: Reply = {
      status: 409,
      body: errorBody('MATERIAL_URL_TAKEN', 'A material with this link is already in the list.'),
    };
    const { user } = openAsGuide([], { [ADD]: () => answer });
    await openForm(user);
    await user.type(form().getByLabelText('Title (Indonesian) *'), 'Berita sungai');
    await user.type(form().getByLabelText('Title (English) *'), 'River news');
    await user.type(form().getByLabelText('Link *'), 'https://news.example.org/sungai');
    await user.type(form().getByLabelText('Source (outlet or channel) *'), 'Example');
    await user.click(form().getByRole('button', { name: 'Add material' }));

    expect(
      await form().findByText('A material with this link is already in the list.'),
    ).toBeVisible();
    expect(form().getByLabelText('Link *')).toHaveFocus();

    answer = { status: 403, body: errorBody('GUIDE_ROLE_REQUIRED', 'Hanya Pemandu…') };
    await act(() => i18n.changeLanguage('id'));
    await user.click(form().getByRole('button', { name: 'Tambah materi' }));
    expect(await form().findByRole('alert')).toHaveTextContent(
      'Hanya Pemandu Keberlanjutan yang dapat menulis dan mengubah isi permainan.',
    );
    expect(form().getByLabelText('Judul (bahasa Indonesia) *')).toHaveValue('Berita sungai');

    answer = {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Data tidak valid.', {
        source_credit: 'Minimal 2 karakter.',
      }),
    };
    await user.click(form().getByRole('button', { name: 'Tambah materi' }));
    expect(await form().findByText('Minimal 2 karakter.')).toBeVisible();
    expect(form().getByLabelText('Sumber (media atau kanal) *')).toHaveFocus();
  });
});

describe('the materials the guide added', () => {
  it('are edited, hidden or shown again on /my-materials', async () => {
    openAsGuide();
    await screen.findByRole('region', { name: 'Materials for your class' });
    const link = await panel().findByRole('link', {
      name: 'Edit, hide or show again the materials you added',
    });
    expect(link).toHaveAttribute('href', '/my-materials');
  });
});
