import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type SiteContent } from '@ecoscha/contracts';
import { Modal } from '@/components/ui/modal';
import { useLanguage } from '@/lib/use-language';
import styles from './home.module.css';
import ManualBook from './manual-book';

type ManualDialogProps = { manual: SiteContent['manual']; onClose: () => void };

/**
 * The game manual, a page-turning book in the interface language, with a switch to the other
 * book. The choice lasts while the dialog is open; closing forgets it, so the next opening
 * follows the interface language again. Its code (and page-flip) downloads on the first opening.
 */
export default function ManualDialog({ manual, onClose }: ManualDialogProps) {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const interfaceLanguage = useLanguage();
  const [bookLanguage, setBookLanguage] = useState<Language>(interfaceLanguage);
  return (
    <Modal
      title={t('manual.title')}
      closeLabel={t('manual.close')}
      onClose={onClose}
      actions={
        <div role="group" aria-label={t('manual.language')} className={styles.bookLanguages}>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              title={tCommon(`language.${language}.name`)}
              aria-pressed={bookLanguage === language}
              className={styles.bookLanguage}
              onClick={() => setBookLanguage(language)}
            >
              {tCommon(`language.${language}.short`)}
            </button>
          ))}
        </div>
      }
    >
      <ManualBook key={bookLanguage} pages={manual[bookLanguage]} language={bookLanguage} />
    </Modal>
  );
}
