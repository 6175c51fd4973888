import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Character } from '@ecoscha/contracts';
import {
  localiseSummary,
  type LocalisedSummary,
} from '@/components/character-card/localise-character';
import { GridList } from '@/components/site/grid-list';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { Alert } from '@/components/ui/alert';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useCharacterSummaries } from '@/lib/characters';
import { errorText } from '@/lib/i18n';
import { truncateText } from '@/lib/truncate';
import { useLanguage } from '@/lib/use-language';
import { useNearView } from '@/lib/use-near-view';
import styles from './other-roles.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/** Spec section 9: other roles' descriptions are cut at 150 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/** How far below the view a portrait starts loading: a few cards' height, ready as they show. */
const PORTRAIT_AHEAD_PX = 400;

/**
 * Below the player's own card and the room code: fetched as the player scrolls to them, not on a
 * phone that only joins (the browser's own lazy loading would fetch most of them at once).
 */
function Portrait({ character }: { character: LocalisedSummary }) {
  const place = useRef<HTMLSpanElement>(null);
  const near = useNearView(place, PORTRAIT_AHEAD_PX);
  if (!near)
    return (
      <span ref={place} className={styles.portrait} data-team={character.team} aria-hidden="true" />
    );
  return (
    <FallbackImage
      src={character.image}
      width={72}
      height={72}
      decoding="async"
      className={styles.portrait}
      data-team={character.team}
      fallback={
        <span className={styles.portrait} data-team={character.team} aria-hidden="true">
          {character.name.charAt(0)}
        </span>
      }
    />
  );
}

function OtherRoleCard({ character }: { character: LocalisedSummary }) {
  const { t } = useTranslation('roleRoom');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = truncateText(character.description, DESCRIPTION_PREVIEW_LENGTH);
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.header}>
        <Portrait character={character} />
        <div>
          <h3 id={`${id}-name`} className={styles.name}>
            {character.name}
          </h3>
          <p className={styles.type} data-team={character.team}>
            {character.roleType}
          </p>
        </div>
      </div>
      <SundaneseText
        id={`${id}-description`}
        text={expanded ? character.description : preview.text}
        className={styles.description}
      />
      {preview.truncated ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-description`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('otherRoles.readLess') : t('otherRoles.readMore')}
        </button>
      ) : null}
    </article>
  );
}

/** Every character other than the player's own, to learn who else lives in the village. */
export function OtherRoles({ excludeId }: { excludeId: Character['_id'] | null }) {
  const { t } = useTranslation('roleRoom');
  const language = useLanguage();
  const characters = useCharacterSummaries();
  const others = (characters.data ?? []).filter((character) => character._id !== excludeId);
  return (
    <TitledSection
      id="other-roles-heading"
      title={t('otherRoles.title')}
      className={styles.section}
    >
      <p className={styles.intro}>{t('otherRoles.intro')}</p>
      {characters.isError ? (
        <Alert>{t('otherRoles.loadFailed', { reason: errorText(characters.error) })}</Alert>
      ) : null}
      <GridList className={styles.grid}>
        {others.map((character) => (
          <li key={character._id}>
            <OtherRoleCard character={localiseSummary(character, language)} />
          </li>
        ))}
      </GridList>
    </TitledSection>
  );
}
