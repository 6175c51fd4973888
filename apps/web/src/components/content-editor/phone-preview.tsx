import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language } from '@ecoscha/contracts';
import { Button } from '@/components/ui/button';
import styles from './content-editor.module.css';

/** Draws the game's own screen for a piece of a guide's content, in the chosen language. */
export type RenderPreview<Content> = (content: Content, language: Language) => ReactNode;

/** What every content editor's form is given: how to preview its content, and what to do after. */
export type ContentFormProps<Content> = {
  renderPreview: RenderPreview<Content>;
  onDone(): void;
};

type PhonePreviewProps = {
  /** What the game's own screen shows, in the chosen language. */
  children: (language: Language) => ReactNode;
  /** Shown instead while there is nothing to preview yet. */
  empty?: string;
  /** The language buttons' names; the languages' own names otherwise. */
  languageNames?: Record<Language, string>;
  /** A white screen behind the game's card instead of the page's colour. */
  plain?: boolean;
};

/** A content editor's preview: a phone-sized frame around the game's screen, in either language. */
export function PhonePreview({ children, empty, languageNames, plain }: PhonePreviewProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('id');
  return (
    <section className={styles.preview} aria-label={t('guideContent.preview.title')}>
      <h2 className={styles.title}>{t('guideContent.preview.title')}</h2>
      <div className={styles.toolbar} role="group" aria-label={t('guideContent.preview.language')}>
        {(['id', 'en'] as const).map((option) => (
          <Button
            key={option}
            variant={option === language ? 'primary' : 'secondary'}
            aria-pressed={option === language}
            onClick={() => setLanguage(option)}
          >
            {languageNames?.[option] ?? t(`language.${option}.name`)}
          </Button>
        ))}
      </div>
      <div className={styles.phone} lang={language} data-surface={plain ? 'plain' : undefined}>
        {empty ? <p className={styles.muted}>{empty}</p> : children(language)}
      </div>
    </section>
  );
}
