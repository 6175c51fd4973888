import { useTranslation } from 'react-i18next';
import type { GuideNarrative, Narrative } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useSetNarrativeHidden } from '../api/my-narratives';
import styles from './narrative-editor.module.css';

type NarrativeListProps = {
  defaults: Narrative[];
  own: GuideNarrative[];
  onEdit(seed: Narrative, own: GuideNarrative | undefined): void;
};

/** Each moment of the game, whose version a room reads, and what the guide can do with it. */
export function NarrativeList({ defaults, own, onEdit }: NarrativeListProps) {
  const { t } = useTranslation('narrativeEditor');
  const en = useLanguage() === 'en';
  const setHidden = useSetNarrativeHidden();
  const ownOf = new Map(own.map((version) => [version.moment, version]));
  return (
    <section aria-labelledby="narrative-moments">
      <h2 id="narrative-moments" className={styles.title}>
        {t('list.title')}
      </h2>
      {setHidden.isError ? <Alert>{errorText(setHidden.error)}</Alert> : null}
      <ul className={styles.list}>
        {defaults.map((seed) => {
          const mine = ownOf.get(seed._id);
          const inUse = mine && !mine.hidden ? mine.narrative : seed;
          const status = !mine ? 'default' : mine.hidden ? 'setAside' : 'own';
          return (
            <li key={seed._id} className={styles.item} data-status={status}>
              <p className={styles.when}>{en ? seed.kapanDibaca_en : seed.kapanDibaca}</p>
              <p className={styles.itemTitle}>{en ? inUse.judul_en : inUse.judul}</p>
              <p className={styles.itemMeta}>{t(`list.status.${status}`)}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => onEdit(seed, mine)}>
                  {t(mine ? 'list.edit' : 'list.write')}
                </Button>
                {mine ? (
                  <Button
                    variant="ghost"
                    disabled={setHidden.isPending}
                    onClick={() => setHidden.mutate({ moment: seed._id, hidden: !mine.hidden })}
                  >
                    {t(mine.hidden ? 'list.restore' : 'list.backToDefault')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
