import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from '@ecoscha/contracts';
import { ApiError } from './api-error';
import {
  errorText,
  i18n,
  loadAllTranslations,
  loadNamespaces,
  loadServerErrorTexts,
  resources,
} from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n', () => {
  it('has the same keys in Indonesian and English for every namespace', async () => {
    await loadAllTranslations();
    const namespaces = i18n.namespacesOf('en').sort();
    expect(i18n.namespacesOf('id').sort()).toEqual(namespaces);
    expect(namespaces).toEqual(expect.arrayContaining(Object.keys(resources.en)));
    for (const namespace of namespaces) {
      expect(keysOf(i18n.getResourceBundle('id', namespace)).sort()).toEqual(
        keysOf(i18n.getResourceBundle('en', namespace)).sort(),
      );
    }
  });

  it('downloads a namespace on demand, in the interface language', async () => {
    await i18n.changeLanguage('id');
    i18n.removeResourceBundle('id', 'credits');
    expect(i18n.hasResourceBundle('id', 'credits')).toBe(false);
    await loadNamespaces(['credits']);
    expect(i18n.t('credits:title')).toBe('Kredit');
  });

  it('takes the error texts from the contracts', () => {
    for (const code of ERROR_CODES) {
      expect(i18n.t(`serverErrors:${code}`, { lng: 'id' })).toBe(ERROR_MESSAGES[code].id);
      expect(i18n.t(`serverErrors:${code}`, { lng: 'en' })).toBe(ERROR_MESSAGES[code].en);
    }
  });

  it('downloads the error texts of the interface language when an error first needs them', async () => {
    await i18n.changeLanguage('en');
    i18n.removeResourceBundle('en', 'serverErrors');
    i18n.removeResourceBundle('id', 'serverErrors');
    const known = new ApiError({ status: 409, code: 'EMAIL_TAKEN', message: 'Server: taken' });
    // Until they are here, the server's own text (in the language the call asked for) stands in.
    expect(errorText(known)).toBe('Server: taken');
    await loadServerErrorTexts();
    expect(i18n.hasResourceBundle('en', 'serverErrors')).toBe(true);
    expect(errorText(known)).toBe('This email is already registered.');
  });

  it('translates an ApiError by code, else keeps the server text', async () => {
    await i18n.changeLanguage('id');
    const known = new ApiError({ status: 409, code: 'EMAIL_TAKEN', message: 'taken' });
    const network = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
    const other = new ApiError({ status: 418, code: 'TEAPOT', message: 'I am a teapot' });
    expect(errorText(known)).toBe('Email ini sudah terdaftar.');
    expect(errorText(network)).toMatch(/^Tidak dapat terhubung ke server/);
    expect(errorText(other)).toBe('I am a teapot');
    expect(errorText(new Error('boom'))).toBe(i18n.t('errors:UNKNOWN'));
  });

  it('keeps <html lang> in step with the language', async () => {
    await i18n.changeLanguage('id');
    expect(document.documentElement.lang).toBe('id');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
