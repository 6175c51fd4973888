import { useTranslation } from '@/lib/use-translation';
import type { LearningMaterial } from '@ecoscha/contracts';
import { EditorList } from '@/components/content-editor/editor-list';
import { EditorPage } from '@/components/content-editor/editor-page';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { useLanguage } from '@/lib/use-language';
import { myMaterialsApi } from '../api/my-materials';
import { articleLinkOf, isVideo, videoLinkOf } from '../utils/materials';
import { AddMaterialForm } from './add-material-form';
import styles from './my-materials.module.css';

/** /my-materials: the materials the guide added (add, edit, hide, show again; never delete). */
export function MyMaterialsPage() {
  const { t } = useTranslation('materials');
  const language = useLanguage();
  const mine = myMaterialsApi.useList();
  const dateText = (value: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
      dateStyle: 'medium',
    }).format(new Date(value));

  return (
    <EditorPage<{ material?: LearningMaterial }>
      intro={t('mine.intro')}
      queries={[mine]}
      loading={t('list.loading')}
      loadFailed={t('mine.loadFailed')}
      startNew={{ label: t('manage.open'), editing: {} }}
      form={({ material }, done) => (
        <AddMaterialForm
          key={material?._id ?? 'new'}
          editing={material}
          onSaved={done}
          onCancel={done}
          withPreview
        />
      )}
    >
      {(edit) =>
        mine.data ? (
          <EditorList
            id="my-materials-list"
            title={t('mine.title')}
            empty={t('mine.empty')}
            items={mine.data}
            api={myMaterialsApi}
            onEdit={(material) => edit({ material })}
            describe={(material) => {
              const title = language === 'en' ? material.title_en : material.title;
              const { hidden = false } = material;
              return {
                key: material._id,
                hidden,
                content: (
                  <>
                    <a
                      href={isVideo(material) ? videoLinkOf(material) : articleLinkOf(material)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.link}
                    >
                      {title}
                      <span className="sr-only"> {t('card.newTab')}</span>
                    </a>
                    <p className={editorStyles.meta}>
                      {t(`card.type.${material.type}`)} ·{' '}
                      {t('mine.addedOn', { date: dateText(material.createdAt) })}
                      {hidden ? ` · ${t('mine.hidden')}` : null}
                    </p>
                  </>
                ),
                edit: { text: t('mine.edit'), label: t('mine.editLabel', { title }) },
                hide: {
                  hidden,
                  text: t(hidden ? 'mine.restore' : 'mine.hide'),
                  label: t(hidden ? 'mine.restoreLabel' : 'mine.hideLabel', { title }),
                },
              };
            }}
          />
        ) : null
      }
    </EditorPage>
  );
}
