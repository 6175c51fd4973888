import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ecoscha/contracts';
import styles from './language-switcher.module.css';

/** ID / EN buttons; the detector caches the choice in localStorage and a cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage;
  return (
    <div role="group" aria-label={t('language.label')} className={styles.switcher}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={t(`language.${language}.name`)}
          aria-pressed={active === language}
          className={styles.option}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`language.${language}.short`)}
        </button>
      ))}
    </div>
  );
}
