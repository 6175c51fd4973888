import { afterEach, expect, it } from 'vitest';
import {
  detectLanguages,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
} from './language-detector';

const detect = () => detectLanguages().map((code) => code.toLowerCase().split('-')[0] ?? '');

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  localStorage.clear();
  sessionStorage.clear();
});

it('follows the spec order: query string, cookie, local and session storage, browser', () => {
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id');
  document.cookie = `${LANGUAGE_COOKIE}=en-GB; path=/`;
  window.history.replaceState(null, '', '/?lng=id');
  expect(detect().slice(0, 4)).toEqual(['id', 'en', 'id', 'fr']);

  window.history.replaceState(null, '', '/');
  expect(detect()[0]).toBe('en');
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  expect(detect()[0]).toBe('id');
  localStorage.clear();
  expect(detect()[0]).toBe('fr');
  sessionStorage.clear();
  expect(detect()[0]).toBe(navigator.language.toLowerCase().split('-')[0]);
});

it('remembers a choice in local storage and a cookie', () => {
  rememberLanguage('en');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  expect(detect()[0]).toBe('en');
});
