import { useTranslation } from '@/lib/use-translation';
import type { Language, Narrative } from '@ecoscha/contracts';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GuideContentNav } from '@/components/layouts/guide-content-nav';
import { NarrativeBlock } from '@/features/game-round/components/narrative-block';
import { myGlossaryApi } from '@/features/glossary-editor/api/my-glossary';
import { NarrativeEditorPage } from '@/features/narrative-editor/components/narrative-editor-page';
import { RoomContentProvider } from '@/lib/room-content';

/** The guide's own phrases that their next room will explain (not hidden ones). */
function useShownPhrases() {
  const mine = myGlossaryApi.useList();
  return mine.data?.filter((own) => !own.hidden).map((own) => own.entry);
}

function Preview({ narrative, language }: { narrative: Narrative; language: Language }) {
  const ownGlossary = useShownPhrases();
  // The game's own narrative box (as a student's phone shows it), with the guide's phrases.
  return (
    <RoomContentProvider sessionId={null} ownGlossary={ownGlossary}>
      <NarrativeBlock
        moment={narrative._id}
        narratives={[narrative]}
        loading={false}
        language={language}
      />
    </RoomContentProvider>
  );
}

/** /my-narratives (guides only): their own version of any narrative, read in their rooms. */
export default function MyNarrativesRoute() {
  const { t } = useTranslation('narrativeEditor');
  return (
    <ContentLayout title={t('page.title')}>
      <GuideContentNav />
      <NarrativeEditorPage
        renderPreview={(narrative, language) => (
          <Preview narrative={narrative} language={language} />
        )}
      />
    </ContentLayout>
  );
}
