import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GlossaryEntry, Language } from '@ecoscha/contracts';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GuideContentNav } from '@/components/layouts/guide-content-nav';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { GlossaryEditorPage } from '@/features/glossary-editor/components/glossary-editor-page';
import { RoomContentProvider } from '@/lib/room-content';

function Preview({ entry, language }: { entry: GlossaryEntry; language: Language }) {
  const { t } = useTranslation('glossaryEditor');
  const ownGlossary = useMemo(() => [entry], [entry]);
  // The game's own tappable phrase and its popup, with the meaning being written.
  return (
    <RoomContentProvider sessionId={null} ownGlossary={ownGlossary}>
      <SundaneseText
        text={t('preview.sample', { phrase: entry.phrase.trim(), lng: language })}
        language={language}
      />
      <p>
        <small>{t('preview.tap', { lng: language })}</small>
      </p>
    </RoomContentProvider>
  );
}

/** /my-glossary (guides only): their own Sundanese phrases and meanings, used in their rooms. */
export default function MyGlossaryRoute() {
  const { t } = useTranslation('glossaryEditor');
  return (
    <ContentLayout title={t('page.title')}>
      <GuideContentNav />
      <GlossaryEditorPage
        renderPreview={(entry, language) => <Preview entry={entry} language={language} />}
      />
    </ContentLayout>
  );
}
