import { useTranslation } from '@/lib/use-translation';
import { CharacterCard } from '@/components/character-card/character-card';
import type { LocalisedCharacter } from '@/components/character-card/localise-character';
import { Modal } from '@/components/ui/modal';
import styles from './home.module.css';

type CharacterDialogProps = { character: LocalisedCharacter; onClose: () => void };

/**
 * A character's card, large, with its clothing zones, in a dialog titled with the name. Its code
 * downloads when a card is first opened (or pointed at).
 */
export default function CharacterDialog({ character, onClose }: CharacterDialogProps) {
  const { t } = useTranslation('home');
  return (
    <Modal title={character.name} closeLabel={t('characters.close')} onClose={onClose}>
      <div className={styles.detail}>
        <p className={styles.detailType}>{character.roleType}</p>
        <CharacterCard character={character} />
      </div>
    </Modal>
  );
}
