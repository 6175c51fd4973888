import { useTranslation } from '@/lib/use-translation';
import { LANGUAGES, type Language } from '@ecoscha/contracts';
import styles from './language-toggle.module.css';

type LanguageToggleProps = {
  /** Names the group for screen readers. */
  label: string;
  value: string | undefined;
  onChange: (language: Language) => void;
  className?: string;
};

/** One pressed button per language (ID / EN), each named in full in its tooltip. */
export function LanguageToggle({ label, value, onChange, className }: LanguageToggleProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label}
      className={[styles.toggle, className].filter(Boolean).join(' ')}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={t(`language.${language}.name`)}
          aria-pressed={value === language}
          className={styles.option}
          onClick={() => onChange(language)}
        >
          {t(`language.${language}.short`)}
        </button>
      ))}
    </div>
  );
}
