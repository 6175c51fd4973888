import { useTranslation } from '@/lib/use-translation';
import { phraseKey, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { EditorList } from '@/components/content-editor/editor-list';
import { EditorPage } from '@/components/content-editor/editor-page';
import type { RenderPreview } from '@/components/content-editor/phone-preview';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { myGlossaryApi, useDefaultGlossary } from '../api/my-glossary';
import { GlossaryForm } from './glossary-form';
import { GamePhrases } from './game-phrases';
import styles from './glossary-editor.module.css';

type Editing = { own?: GuideGlossaryEntry; start?: GlossaryEntry };

/** /my-glossary: the guide's own Sundanese phrases, new ones or their own meaning of the game's. */
export function GlossaryEditorPage({
  renderPreview,
}: {
  renderPreview: RenderPreview<GlossaryEntry>;
}) {
  const { t } = useTranslation('glossaryEditor');
  const mine = myGlossaryApi.useList();
  const defaults = useDefaultGlossary();
  const inGame = new Set(defaults.data?.map((entry) => phraseKey(entry.phrase)));

  return (
    <EditorPage<Editing>
      intro={t('page.intro')}
      queries={[mine]}
      loading={t('page.loading')}
      loadFailed={t('page.loadFailed')}
      startNew={{ label: t('actions.new'), editing: {} }}
      form={({ own, start }, done) => (
        <GlossaryForm
          key={own?.id ?? start?.phrase ?? 'new'}
          own={own}
          start={start}
          defaults={defaults.data ?? []}
          renderPreview={renderPreview}
          onDone={done}
        />
      )}
    >
      {(edit) => (
        <>
          {mine.data ? (
            <EditorList
              id="my-glossary-list"
              title={t('list.title')}
              empty={t('list.empty')}
              items={mine.data}
              api={myGlossaryApi}
              onEdit={(own) => edit({ own })}
              describe={({ id, hidden, entry }) => ({
                key: id,
                hidden,
                content: (
                  <>
                    <p className={styles.phrase} lang="su">
                      {entry.phrase}
                    </p>
                    <p className={styles.meaning} lang="id">
                      {entry.id}
                    </p>
                    <p className={styles.meaning} lang="en">
                      {entry.en}
                    </p>
                    <p className={editorStyles.meta}>
                      {t(inGame.has(phraseKey(entry.phrase)) ? 'list.replaces' : 'list.added')}
                      {hidden ? ` · ${t('list.hidden')}` : null}
                    </p>
                  </>
                ),
                edit: { text: t('list.edit') },
                hide: { hidden, text: t(hidden ? 'list.restore' : 'list.hide') },
              })}
            />
          ) : null}
          {defaults.data && mine.data ? (
            <GamePhrases
              defaults={defaults.data}
              own={mine.data}
              onOwnMeaning={(start) => edit({ start })}
            />
          ) : null}
        </>
      )}
    </EditorPage>
  );
}
