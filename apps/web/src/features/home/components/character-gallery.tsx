import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { RoleId } from '@ecoscha/game';
import {
  localiseCharacter,
  localiseSummary,
  type LocalisedSummary,
} from '@/components/character-card/localise-character';
import { LoadError, LoadingStatus, PartFailed } from '@/components/site/query-status';
import site from '@/components/site/site.module.css';
import { FallbackImage } from '@/components/ui/fallback-image';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { useCharacter, useCharacterSummaries } from '@/lib/characters';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import styles from './home.module.css';

const loadDialog = () => import('./character-dialog');
/** The large card and its zones download when a card is first opened (or pointed at). */
const CharacterDialog = lazy(loadDialog);

function CardThumbnail({ character }: { character: LocalisedSummary }) {
  return (
    <FallbackImage
      src={character.cardImage}
      width={600}
      height={900}
      loading="lazy"
      decoding="async"
      className={styles.cardImage}
      fallback={
        <span className={styles.cardFallback} data-team={character.team} aria-hidden="true">
          {character.name.charAt(0)}
        </span>
      }
    />
  );
}

/** The characters, 3 across on a phone and 4 on a wider screen; a card opens in a dialog. */
export function CharacterGallery() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const characters = useCharacterSummaries();
  const [openId, setOpenId] = useState<RoleId | null>(null);
  // The gallery shows summaries; an opened card fetches its character whole (abilities, zones).
  const opened = useCharacter(openId);
  const localised = (characters.data ?? []).map((character) =>
    localiseSummary(character, language),
  );
  const open = opened.data && openId ? localiseCharacter(opened.data, language) : undefined;

  return (
    <section aria-labelledby="characters-heading" className={site.collection}>
      <h2 id="characters-heading">{t('characters.title')}</h2>
      <p>{t('characters.intro')}</p>
      {characters.isPending ? <LoadingStatus /> : null}
      {characters.isError ? (
        <LoadError
          error={characters.error}
          message={t('characters.loadFailed', { reason: errorText(characters.error) })}
          onRetry={() => void characters.refetch()}
        />
      ) : null}
      <ul className={styles.characters}>
        {localised.map((character) => (
          <li key={character.id}>
            <button
              type="button"
              className={styles.characterButton}
              data-team={character.team}
              aria-haspopup="dialog"
              onClick={() => setOpenId(character.id)}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
            >
              <CardThumbnail character={character} />
              <span className={styles.characterName}>{character.name}</span>
              <span className={styles.characterType}>{character.roleType}</span>
            </button>
          </li>
        ))}
      </ul>
      {openId && opened.isPending ? <LoadingStatus text={t('characters.loading')} /> : null}
      {openId && opened.isError ? (
        <LoadError
          error={opened.error}
          message={t('characters.loadFailed', { reason: errorText(opened.error) })}
          onRetry={() => void opened.refetch()}
        />
      ) : null}
      {open ? (
        <LoadBoundary fallback={<PartFailed />}>
          <Suspense fallback={<LoadingStatus text={t('characters.loading')} />}>
            <CharacterDialog character={open} onClose={() => setOpenId(null)} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </section>
  );
}
