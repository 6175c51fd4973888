import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language } from '@ecoscha/contracts';
import { Popover } from '@/components/ui/popover';
import { useLanguage } from '@/lib/use-language';
import styles from './sundanese-text.module.css';
import { meaningOf, useGlossary } from './use-glossary';

type PhrasePopoverProps = {
  id: string;
  phrase: string;
  anchor: HTMLElement;
  /** The meaning's language; the interface's by default. */
  language?: Language;
  onClose: () => void;
};

/** The phrase and its meaning in the interface language, or "translation not available". */
export function PhrasePopover({ id, phrase, anchor, language, onClose }: PhrasePopoverProps) {
  const { t } = useTranslation('sundanese');
  const interfaceLanguage = useLanguage();
  const meaningLanguage = language ?? interfaceLanguage;
  const glossary = useGlossary({ language: meaningLanguage });
  const titleId = useId();
  const meaningId = useId();
  const meaning = meaningOf(glossary.data, phrase, meaningLanguage);

  return (
    <Popover
      id={id}
      anchor={anchor}
      labelledBy={titleId}
      describedBy={meaningId}
      className={styles.popover}
      closeLabel={t('phrase.close')}
      onClose={onClose}
    >
      <p className={styles.language}>{t('phrase.language')}</p>
      <p id={titleId} lang="su" className={styles.title}>
        {phrase}
      </p>
      {glossary.isPending ? (
        <p id={meaningId} className={styles.missing} role="status">
          {t('phrase.loading')}
        </p>
      ) : meaning ? (
        <p id={meaningId} className={styles.meaning}>
          {meaning}
        </p>
      ) : (
        <p id={meaningId} className={styles.missing}>
          {t('phrase.notAvailable')}
        </p>
      )}
    </Popover>
  );
}
