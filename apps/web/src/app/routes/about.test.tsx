import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { glossaryFixture } from '@/testing/content-data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeSiteContent } from '@/testing/site-data';

function renderAbout(contact = makeSiteContent().about.contact) {
  const content = makeSiteContent();
  mockApi({
    'GET /api/site-content/about': { body: { ...content.about, contact } },
    'GET /api/glossary': { body: glossaryFixture },
  });
  return renderApp('/about');
}

describe('/about', () => {
  it('tells the story with its Sundanese phrases', async () => {
    renderAbout();
    expect(await screen.findByRole('heading', { level: 1, name: 'About EcoSCha' })).toBeVisible();
    expect(await screen.findByText('We are a small school team.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'karuhun' })).toBeInTheDocument();
  });

  it('pages through the 8 story pictures with buttons and the arrow keys', async () => {
    const app = renderAbout();
    const gallery = within(await screen.findByRole('group', { name: 'Story pictures' }));
    const picture = () => gallery.getByRole('img', { name: /^Story picture/ });
    expect(picture()).toHaveAccessibleName('Story picture 1');
    expect(picture()).toHaveAttribute('width', '1200');
    expect(picture()).toHaveAttribute('height', '800');
    expect(gallery.getByText('Picture 1 of 8')).toBeInTheDocument();
    expect(gallery.getByText('Caption 1')).toBeInTheDocument();

    const next = gallery.getByRole('button', { name: /Next/ });
    await app.user.click(next);
    expect(picture()).toHaveAccessibleName('Story picture 2');
    await app.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(gallery.getByText('Picture 4 of 8')).toBeInTheDocument();
    await app.user.keyboard('{ArrowLeft}');
    expect(gallery.getByText('Caption 3')).toBeInTheDocument();

    // It wraps around at either end, and a thumbnail jumps to its picture.
    await app.user.click(gallery.getByRole('button', { name: 'Show picture 1: Caption 1' }));
    await app.user.click(gallery.getByRole('button', { name: /Previous/ }));
    expect(gallery.getByText('Picture 8 of 8')).toBeInTheDocument();
    expect(gallery.getByRole('button', { name: 'Show picture 8: Caption 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await act(() => i18n.changeLanguage('id'));
    expect(gallery.getByRole('img', { name: 'Gambar cerita 8' })).toBeInTheDocument();
    expect(screen.getByText('Keterangan 8')).toBeInTheDocument();
  });

  it('shows the team of 6, placeholder people with an "example" badge', async () => {
    renderAbout();
    const team = within(await screen.findByRole('region', { name: 'The team' }));
    expect(team.getAllByRole('listitem')).toHaveLength(6);
    expect(team.getByRole('img', { name: 'Picture of Member 1' })).toBeInTheDocument();
    expect(team.getByText('Role 1')).toBeInTheDocument();
    expect(team.getByText('Education 1')).toBeInTheDocument();
    expect(team.getAllByText('Placeholder, not a real person')).toHaveLength(5);
  });

  it('shows no invented contact: a note when there is none', async () => {
    renderAbout();
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(contact.getByText(/Our contact details will appear here soon/)).toBeInTheDocument();
    expect(contact.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the email, Instagram and TikTok given, social ones safely in a new tab', async () => {
    renderAbout({
      email: 'halo@sekolah.example',
      instagram: { handle: '@ecoscha', url: 'https://instagram.com/ecoscha' },
      tiktok: null,
    });
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'halo@sekolah.example' })).toHaveAttribute(
      'href',
      'mailto:halo@sekolah.example',
    );
    const instagram = contact.getByRole('link', { name: '@ecoscha (opens in a new tab)' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(contact.queryByText('TikTok')).not.toBeInTheDocument();
  });
});
