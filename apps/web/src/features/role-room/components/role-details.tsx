import { useTranslation } from 'react-i18next';
import type { LocalisedCharacter } from '@/components/character-card/localise-character';
import { GridList } from '@/components/site/grid-list';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import styles from './role-room.module.css';

/** Role type and team. */
export function RoleType({ character }: { character: LocalisedCharacter }) {
  const { t } = useTranslation('roleRoom');
  return (
    <div className={styles.roleType}>
      <p className={styles.roleTypeLabel}>{t('role.type')}</p>
      <p className={styles.roleTypeName}>{character.roleType}</p>
      <p className={styles.team} data-team={character.team}>
        {t(`role.team.${character.team}`)}
      </p>
    </div>
  );
}

/** What the role is about (with tappable Sundanese phrases) and what it can do. */
export function RoleDetails({ character }: { character: LocalisedCharacter }) {
  const { t } = useTranslation('roleRoom');
  return (
    <>
      <section className={styles.section} aria-labelledby="role-about-heading">
        <h2 id="role-about-heading">{t('role.about')}</h2>
        <SundaneseText text={character.description} className={styles.description} />
      </section>
      <section className={styles.section} aria-labelledby="role-abilities-heading">
        <h2 id="role-abilities-heading">{t('role.abilities')}</h2>
        <GridList className={styles.abilities}>
          {character.abilities.map((ability) => (
            <li key={ability.name} className={styles.ability}>
              <h3 className={styles.abilityName}>{ability.name}</h3>
              <SundaneseText text={ability.description} />
            </li>
          ))}
        </GridList>
      </section>
    </>
  );
}
