import { useTranslation } from '@/lib/use-translation';
import type { GuideNarrative, Narrative } from '@ecoscha/contracts';
import { EditorList } from '@/components/content-editor/editor-list';
import { EditorPage } from '@/components/content-editor/editor-page';
import type { RenderPreview } from '@/components/content-editor/phone-preview';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { useLanguage } from '@/lib/use-language';
import { myNarrativesApi, useDefaultNarratives } from '../api/my-narratives';
import { NarrativeForm } from './narrative-form';
import styles from './narrative-editor.module.css';

type Editing = { seed: Narrative; own?: GuideNarrative };

/** /my-narratives: every moment's narrative, the game's or the guide's own version of it. */
export function NarrativeEditorPage({
  renderPreview,
}: {
  renderPreview: RenderPreview<Narrative>;
}) {
  const { t } = useTranslation('narrativeEditor');
  const en = useLanguage() === 'en';
  const defaults = useDefaultNarratives();
  const mine = myNarrativesApi.useList();
  const ownOf = new Map(mine.data?.map((version) => [version.moment, version]));

  return (
    <EditorPage<Editing>
      className={styles.editor}
      intro={t('page.intro')}
      queries={[defaults, mine]}
      loading={t('page.loading')}
      loadFailed={t('page.loadFailed')}
      form={({ seed, own }, done) => (
        <NarrativeForm
          key={seed._id}
          seed={seed}
          own={own}
          renderPreview={renderPreview}
          onDone={done}
        />
      )}
    >
      {(edit) =>
        defaults.data && mine.data ? (
          <EditorList
            id="narrative-moments"
            title={t('list.title')}
            items={defaults.data}
            api={myNarrativesApi}
            onEdit={(seed) => edit({ seed, own: ownOf.get(seed._id) })}
            describe={(seed) => {
              const own = ownOf.get(seed._id);
              const inUse = own && !own.hidden ? own.narrative : seed;
              const status = !own ? 'default' : own.hidden ? 'setAside' : 'own';
              return {
                key: seed._id,
                status,
                className: styles.moment,
                content: (
                  <>
                    <p className={styles.when}>{en ? seed.kapanDibaca_en : seed.kapanDibaca}</p>
                    <p className={styles.itemTitle}>{en ? inUse.judul_en : inUse.judul}</p>
                    <p className={editorStyles.meta}>{t(`list.status.${status}`)}</p>
                  </>
                ),
                edit: { text: t(own ? 'list.edit' : 'list.write') },
                hide: own && {
                  hidden: own.hidden,
                  text: t(own.hidden ? 'list.restore' : 'list.backToDefault'),
                },
              };
            }}
          />
        ) : null
      }
    </EditorPage>
  );
}
