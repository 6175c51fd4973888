import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearningMaterial } from '@ecoscha/contracts';
import { i18n } from '@/lib/i18n';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderComponent } from '@/testing/render-component';
import { makeMaterial } from '@/testing/site-data';
import { ArticlesSection, VideosSection } from './learning-materials';

const MATERIALS = 'GET /api/learning-materials';
const ID = 'dQw4w9WgXcQ';

type Route = NonNullable<Parameters<typeof mockApi>[0]>[string];

function renderSections(reply: Route) {
  mockApi({ [MATERIALS]: reply });
  return renderComponent(
    <>
      <ArticlesSection />
      <VideosSection />
    </>,
  );
}

const articles = () => within(screen.getByRole('region', { name: 'News and articles' }));
const videos = () => within(screen.getByRole('region', { name: 'Videos' }));
const titles = (list: ReturnType<typeof articles>) =>
  list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

function sevenArticles(): LearningMaterial[] {
  return Array.from({ length: 7 }, (_, index) =>
    makeMaterial({
      title: `Artikel ${index + 1}`,
      title_en: `Article ${index + 1}`,
      createdAt: `2025-03-${String(10 - index).padStart(2, '0')}T08:00:00.000Z`,
    }),
  );
}

describe('articles and videos', () => {
  it('shows 3 articles per page, newest first, with the count and page navigation', async () => {
    const { user } = renderSections({ body: [...sevenArticles()].reverse() });

    expect(await articles().findByText('Showing 1–3 of 7')).toBeInTheDocument();
    expect(titles(articles())).toEqual([
      'Article 1 (opens in a new tab)',
      'Article 2 (opens in a new tab)',
      'Article 3 (opens in a new tab)',
    ]);
    const nav = within(articles().getByRole('navigation', { name: 'Article pages' }));
    expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: /Previous/ })).toHaveAttribute('aria-disabled', 'true');
    expect(nav.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: /Next/ }));
    expect(articles().getByText('Showing 4–6 of 7')).toBeInTheDocument();
    expect(titles(articles())[0]).toBe('Article 4 (opens in a new tab)');

    await user.click(nav.getByRole('button', { name: 'Page 3' }));
    expect(articles().getByText('Showing 7–7 of 7')).toBeInTheDocument();
    expect(titles(articles())).toEqual(['Article 7 (opens in a new tab)']);
    const next = nav.getByRole('button', { name: /Next/ });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(articles().getByText('Showing 7–7 of 7')).toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: /Previous/ }));
    expect(articles().getByText('Showing 4–6 of 7')).toBeInTheDocument();
  });

  it('opens an article safely in a new tab, with its source and date', async () => {
    const article = makeMaterial({
      type: 'berita',
      title_en: 'Citarum clean-up',
      url: 'https://news.example.org/citarum',
      originalUrl: 'https://origin.example.org/citarum',
      source_credit: { platform: 'Example News', author: 'Sari' },
      createdAt: '2025-03-05T08:00:00.000Z',
    });
    renderSections({ body: [article] });

    const link = await articles().findByRole('link', { name: /Citarum clean-up/ });
    expect(link).toHaveAttribute('href', 'https://origin.example.org/citarum');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(articles().getByText('Source: Example News · Sari')).toBeInTheDocument();
    expect(articles().getByText('News')).toBeInTheDocument();
    expect(articles().getByText('5 Mar 2025')).toBeInTheDocument();
    expect(articles().queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lists videos apart, standard links first, with derived thumbnails and the HD mark', async () => {
    const { container } = renderSections({
      body: [
        makeMaterial({ title_en: 'Not a video', type: 'news' }),
        makeMaterial({
          type: 'video',
          title_en: 'Newest, unknown site',
          videoUrl: 'https://video.example.org/1',
          createdAt: '2025-09-01T00:00:00.000Z',
        }),
        makeMaterial({
          type: 'video',
          title_en: 'Older, standard link',
          videoUrl: `https://www.youtube.com/watch?v=${ID}`,
          createdAt: '2025-01-01T00:00:00.000Z',
        }),
        makeMaterial({
          type: 'video',
          title_en: 'Standard link, short id',
          url: 'https://youtu.be/abc123',
          createdAt: '2024-01-01T00:00:00.000Z',
        }),
      ],
    });

    await videos().findByText('Showing 1–3 of 3');
    expect(titles(videos())).toEqual([
      'Older, standard link (opens in a new tab)',
      'Standard link, short id (opens in a new tab)',
      'Newest, unknown site (opens in a new tab)',
    ]);
    const cards = videos().getAllByRole('article');
    expect(cards[0]?.querySelector('img')).toHaveAttribute(
      'src',
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    );
    expect(cards[1]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
    );
    expect(cards[2]?.querySelector('img')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByText('High-definition video')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText('High-definition video')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${ID}`,
    );
    // Every picture reserves its space.
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(titles(articles())).toEqual(['Not a video (opens in a new tab)']);
  });

  it('pages through videos too', async () => {
    const many = Array.from({ length: 4 }, (_, index) =>
      makeMaterial({
        type: 'video',
        title_en: `Video ${index + 1}`,
        createdAt: `2025-0${9 - index}-01T00:00:00.000Z`,
      }),
    );
    const { user } = renderSections({ body: many });
    await videos().findByText('Showing 1–3 of 4');
    await user.click(videos().getByRole('button', { name: 'Page 2' }));
    expect(videos().getByText('Showing 4–4 of 4')).toBeInTheDocument();
    expect(titles(videos())).toEqual(['Video 4 (opens in a new tab)']);
  });

  it('shows the three sample news items, without links, when no article returns', async () => {
    renderSections({ body: [] });

    expect(
      await articles().findByText(/No articles yet\. Meanwhile, here are three topics/),
    ).toBeInTheDocument();
    expect(articles().getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(titles(articles())).toEqual([
      'The Citarum River and household waste',
      'Landslides on bare slopes',
      'Forest and land fires in the dry season',
    ]);
    expect(articles().queryByRole('link')).not.toBeInTheDocument();
    expect(articles().getAllByText('Source: EcoSCha')).toHaveLength(3);
    expect(videos().getByText('No videos yet.')).toBeInTheDocument();
  });

  it('shows the sample news when the materials cannot be fetched, in both languages', async () => {
    renderSections({ status: 500, body: errorBody('INTERNAL_ERROR', 'boom') });

    expect(await articles().findByText(/could not be loaded right now/)).toBeInTheDocument();
    expect(titles(articles())).toHaveLength(3);
    expect(videos().getByText('No videos yet.')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('id'));
    const berita = within(screen.getByRole('region', { name: 'Berita dan artikel' }));
    expect(berita.getByText('Sungai Citarum dan sampah rumah tangga')).toBeInTheDocument();
    expect(berita.getByText('Menampilkan 1–3 dari 3')).toBeInTheDocument();
    expect(screen.getByText('Belum ada video.')).toBeInTheDocument();
  });

  it('says it is loading until the answer comes', () => {
    renderSections(() => new Promise(() => undefined));
    expect(articles().getByRole('status')).toHaveTextContent('Loading…');
    expect(videos().getByRole('status')).toHaveTextContent('Loading…');
  });
});
