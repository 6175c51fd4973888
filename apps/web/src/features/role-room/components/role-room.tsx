import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { RoleId } from '@ecoscha/game';
import { CharacterCard } from '@/components/character-card/character-card';
import {
  localiseCharacter,
  type LocalisedCharacter,
} from '@/components/character-card/localise-character';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { isCharacterNotFound, useCharacter } from '@/lib/characters';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { OtherRoles } from './other-roles';
import { RoleDetails, RoleType } from './role-details';
import { RoomEntry } from './room-entry';
import styles from './role-room.module.css';

type RoleRoomProps = {
  /** The role to explain; null when neither the card nor the account names one. */
  roleId: RoleId | null;
  /** The signed-in account is the sustainability guide: it creates the room. */
  isGuide: boolean;
  sessionId?: string;
  /** A message for this visit, shown under the heading (e.g. the guide took the seat away). */
  notice?: ReactNode;
};

function CardArea({
  roleId,
  query,
  character,
}: {
  roleId: RoleId | null;
  query: ReturnType<typeof useCharacter>;
  character: LocalisedCharacter | null;
}) {
  const { t } = useTranslation('roleRoom');
  if (roleId === null) return <Alert tone="info">{t('room.unknownRoleText')}</Alert>;
  if (character) return <CharacterCard character={character} />;
  if (query.isPending) {
    return (
      <p role="status" className="loading-note">
        {t('room.loading')}
      </p>
    );
  }
  if (isCharacterNotFound(query.error)) return <Alert>{t('room.characterNotFound')}</Alert>;
  return (
    <>
      <Alert>{t('room.loadFailed', { reason: errorText(query.error) })}</Alert>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('room.retry')}
      </Button>
    </>
  );
}

/** The role explanation room: the player's card and role, the room entry, the other roles. */
export function RoleRoom({ roleId, isGuide, sessionId, notice }: RoleRoomProps) {
  const { t } = useTranslation('roleRoom');
  const language = useLanguage();
  const query = useCharacter(roleId);
  const character = query.data ? localiseCharacter(query.data, language) : null;
  const name = roleId === null ? t('room.unknownRole') : character?.name;

  return (
    <div className={styles.page}>
      <PageTitle title={t('room.title')} />
      <h1 id="page-heading" className={styles.heading}>
        <span className={styles.eyebrow}>{t('room.yourRoleIs')}</span>{' '}
        {name ? <span className={styles.name}>{name}</span> : null}
      </h1>
      {notice}
      <div className={styles.layout}>
        <div className={styles.cardColumn}>
          <CardArea roleId={roleId} query={query} character={character} />
        </div>
        <div className={styles.infoColumn}>
          {character ? <RoleType character={character} /> : null}
          <RoomEntry isGuide={isGuide} sessionId={sessionId} />
          {character ? <RoleDetails character={character} /> : null}
        </div>
      </div>
      {/* After the player's own card: shown before it, the others would sit near the top of a
          short page, and their portraits load although the card then pushes them far down. */}
      {query.isLoading ? null : <OtherRoles excludeId={roleId} />}
    </div>
  );
}
