import { useTranslation } from '@/lib/use-translation';
import { Logo } from '@/components/ui/logo';
import { useImageFallback } from '@/lib/use-image-fallback';
import { CardZones } from './card-zones';
import styles from './character-card.module.css';
import type { LocalisedCharacter } from './localise-character';

/** The card picture, large, with its clothing zones; a tidy frame with the name if it is missing. */
export function CharacterCard({ character }: { character: LocalisedCharacter }) {
  const { t } = useTranslation('characterCard');
  const { failed, onError } = useImageFallback(character.cardImage);
  const showZones = !failed && character.zones.length > 0;
  return (
    <figure className={styles.card} data-team={character.team}>
      <div className={styles.frame}>
        {failed ? (
          <div className={styles.placeholder}>
            <Logo size={72} className={styles.placeholderLogo} />
            <span className={styles.placeholderName}>{character.name}</span>
            <span className={styles.placeholderType}>{character.roleType}</span>
            <span className={styles.placeholderNote}>{t('placeholder')}</span>
          </div>
        ) : (
          <img
            src={character.cardImage}
            alt={t('alt', { name: character.name })}
            width={600}
            height={900}
            className={styles.image}
            onError={onError}
          />
        )}
        {showZones ? (
          <CardZones zones={character.zones} label={t('zonesLabel', { name: character.name })} />
        ) : null}
      </div>
      {showZones ? <figcaption className={styles.hint}>{t('zonesHint')}</figcaption> : null}
    </figure>
  );
}
