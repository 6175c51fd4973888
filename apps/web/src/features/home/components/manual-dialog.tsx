import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language, SiteContent } from '@ecoscha/contracts';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { Modal } from '@/components/ui/modal';
import { useLanguage } from '@/lib/use-language';
import ManualBook from './manual-book';

type ManualDialogProps = { manual: SiteContent['manual']; onClose: () => void };

/**
 * The game manual, a page-turning book in the interface language, with a switch to the other
 * book. The choice lasts while the dialog is open; closing forgets it, so the next opening
 * follows the interface language again. Its code (and page-flip) downloads on the first opening.
 */
export default function ManualDialog({ manual, onClose }: ManualDialogProps) {
  const { t } = useTranslation('home');
  const interfaceLanguage = useLanguage();
  const [bookLanguage, setBookLanguage] = useState<Language>(interfaceLanguage);
  return (
    <Modal
      title={t('manual.title')}
      closeLabel={t('manual.close')}
      onClose={onClose}
      actions={
        <LanguageToggle
          label={t('manual.language')}
          value={bookLanguage}
          onChange={setBookLanguage}
        />
      }
    >
      <ManualBook key={bookLanguage} pages={manual[bookLanguage]} language={bookLanguage} />
    </Modal>
  );
}
