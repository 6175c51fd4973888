import { describe, expect, it } from 'vitest';
import { SitePageSchema } from '@ecoscha/contracts';
import { useTestApp } from '../../testing/test-app';
import { loadContent } from './load-content';

describe('GET /api/site-content/:page', () => {
  const t = useTestApp();
  const site = () => loadContent(t.config.contentDir).site;

  it('answers each page with its own part of the seeded site texts, and only that', async () => {
    for (const page of SitePageSchema.options) {
      const response = await t.app.inject({ url: `/api/site-content/${page}` });
      expect(response.statusCode, page).toBe(200);
      expect(response.json(), page).toEqual(site()?.[page]);
    }
  });

  it('refuses a page the site does not have, with a translated validation error', async () => {
    const response = await t.app.inject({
      url: '/api/site-content/passwords',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
