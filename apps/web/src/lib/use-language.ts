import { useTranslation } from './use-translation';
import type { Language } from '@ecoscha/contracts';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n';

/** The interface language ('id' or 'en'); the component re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
