import { useTranslation } from '@/lib/use-translation';
import type { Character } from '@ecoscha/contracts';
import { contentUrl } from '@/lib/content-url';
import styles from './card-deck.module.css';

/** "Warga Peduli Lingkungan (Eco Citizen)" -> "Warga Peduli Lingkungan". */
const withoutEnglish = (roleType: string) => roleType.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * One card to cut out: the character's picture, its name and role in Indonesian and English, and
 * the QR code of its sign-up link (with the link written out for a phone that cannot scan).
 */
export function PrintableCard({
  character,
  link,
  qr,
}: {
  character: Character;
  link: string;
  qr: string | undefined;
}) {
  const { t } = useTranslation('cards');
  const names =
    character.name === character.name_en
      ? character.name
      : `${character.name} · ${character.name_en}`;
  return (
    <article className={styles.card} aria-label={names} data-link={link}>
      <img className={styles.picture} src={contentUrl(character.image)} alt="" />
      <p className={styles.name}>{names}</p>
      <p className={styles.role} lang="id">
        {withoutEnglish(character.roleType)}
      </p>
      <p className={styles.roleEn} lang="en">
        {character.roleType_en}
      </p>
      {qr ? (
        <img className={styles.qr} src={qr} alt={t('card.qrAlt', { name: names })} />
      ) : (
        <div className={styles.qr} aria-hidden="true" />
      )}
      <p className={styles.link}>{link}</p>
    </article>
  );
}
