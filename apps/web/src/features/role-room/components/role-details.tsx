import { useTranslation } from '@/lib/use-translation';
import type { LocalisedCharacter } from '@/components/character-card/localise-character';
import { GridList } from '@/components/site/grid-list';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import styles from './role-room.module.css';
import { TitledSection } from '@/components/ui/titled-section';

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
      <TitledSection id="role-about-heading" title={t('role.about')} className={styles.section}>
        <SundaneseText text={character.description} className={styles.description} />
      </TitledSection>
      <TitledSection
        id="role-abilities-heading"
        title={t('role.abilities')}
        className={styles.section}
      >
        <GridList className={styles.abilities}>
          {character.abilities.map((ability) => (
            <li key={ability.name} className={styles.ability}>
              <h3 className={styles.abilityName}>{ability.name}</h3>
              <SundaneseText text={ability.description} />
            </li>
          ))}
        </GridList>
      </TitledSection>
    </>
  );
}
