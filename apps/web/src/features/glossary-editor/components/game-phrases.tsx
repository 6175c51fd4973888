import { useTranslation } from '@/lib/use-translation';
import { phraseKey, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import styles from './glossary-editor.module.css';

type GamePhrasesProps = {
  defaults: GlossaryEntry[];
  own: GuideGlossaryEntry[];
  onOwnMeaning(entry: GlossaryEntry): void;
};

/** The game's own phrases (folded): any of them can get the guide's own meaning. */
export function GamePhrases({ defaults, own, onOwnMeaning }: GamePhrasesProps) {
  const { t } = useTranslation('glossaryEditor');
  const language = useLanguage();
  const mine = new Set(own.map((entry) => phraseKey(entry.entry.phrase)));
  return (
    <details className={styles.game}>
      <summary className={styles.summary}>{t('game.title', { count: defaults.length })}</summary>
      <p className={editorStyles.muted}>{t('game.intro')}</p>
      <ul className={editorStyles.list}>
        {defaults.map((entry) => (
          <li key={entry.phrase} className={styles.gameItem}>
            <div>
              <p className={styles.phrase} lang="su">
                {entry.phrase}
              </p>
              <p className={styles.meaning}>{entry[language]}</p>
            </div>
            {mine.has(phraseKey(entry.phrase)) ? (
              <p className={editorStyles.meta}>{t('game.yours')}</p>
            ) : (
              <Button
                variant="secondary"
                aria-label={t('game.ownMeaningFor', { phrase: entry.phrase })}
                onClick={() => onOwnMeaning(entry)}
              >
                {t('game.ownMeaning')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
