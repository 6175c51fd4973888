import { afterEach, describe, expect, it } from 'vitest';
import { contentUrl } from './content-url';

afterEach(() => {
  delete window.__ECOSCHA_CONFIG__;
});

describe('contentUrl', () => {
  it('keeps a content path on the page origin by default', () => {
    expect(contentUrl('/content/images/logo.svg')).toBe('/content/images/logo.svg');
  });

  it('resolves a content path against the API elsewhere, and leaves full addresses', () => {
    window.__ECOSCHA_CONFIG__ = { apiBase: 'https://api.example.org/' };
    expect(contentUrl('/content/images/logo.svg')).toBe(
      'https://api.example.org/content/images/logo.svg',
    );
    expect(contentUrl('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBe(
      'https://i.ytimg.com/vi/x/hqdefault.jpg',
    );
    expect(contentUrl(undefined)).toBeUndefined();
  });
});
