import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { createTranslator } from './translator';
import { useTranslation } from './use-translation';

function translator(
  load = (language: string, namespace: string) =>
    namespace === 'late' ? Promise.resolve({ hello: `${language} late` }) : undefined,
) {
  return createTranslator({
    languages: ['id', 'en'],
    fallbackLanguage: 'id',
    defaultNamespace: 'main',
    bundled: {
      id: {
        main: {
          greet: 'Halo {{ name }}',
          apple_one: '{{count}} apel',
          apple_other: '{{count}} apel',
          only: 'Hanya ID',
          list: ['{{name}}!'],
        },
      },
      en: {
        main: {
          greet: 'Hello {{name}}',
          apple_one: '{{count}} apple',
          apple_other: '{{count}} apples',
          nested: { key: 'Deep' },
        },
      },
    },
    load,
    detect: () => ['fr', 'en'],
    remember: () => undefined,
  });
}

describe('translator', () => {
  it('takes the first supported detected language', () => {
    expect(translator().language).toBe('en');
  });

  it('interpolates, follows dot paths and plural rules of each language', async () => {
    const texts = translator();
    expect(texts.t('greet', { name: 'Sari' })).toBe('Hello Sari');
    expect(texts.t('nested.key')).toBe('Deep');
    expect(texts.t('apple', { count: 1 })).toBe('1 apple');
    expect(texts.t('apple', { count: 3 })).toBe('3 apples');
    await texts.changeLanguage('id');
    expect(texts.t('apple', { count: 1 })).toBe('1 apel');
    expect(texts.t('greet', { name: 'Sari' })).toBe('Halo Sari');
  });

  it('falls back to Indonesian, then shows the key without its namespace', () => {
    const texts = translator();
    expect(texts.t('only')).toBe('Hanya ID');
    expect(texts.t('main:missing.key')).toBe('missing.key');
    expect(texts.t('missing', { defaultValue: 'Default' })).toBe('Default');
    expect(texts.t('list', { returnObjects: true, name: 'Hai' })).toEqual(['Hai!']);
  });

  it('downloads a namespace in the language and the fallback; a missing file counts as loaded', async () => {
    const texts = translator();
    expect(texts.hasLoadedNamespace('late')).toBe(false);
    await texts.loadNamespaces(['late', 'absent']);
    expect(texts.t('late:hello')).toBe('en late');
    expect(texts.hasResourceBundle('id', 'late')).toBe(true);
    expect(texts.hasLoadedNamespace('absent')).toBe(true);
  });
});

function Greeting() {
  const { t } = useTranslation('credits');
  return <p>{t('title')}</p>;
}

it('re-renders a component when the language changes', async () => {
  render(<Greeting />);
  expect(screen.getByText('Credits')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('id'));
  expect(screen.getByText('Kredit')).toBeInTheDocument();
});
