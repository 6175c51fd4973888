import { lazy } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CharacterGallery } from '@/features/home/components/character-gallery';
import { DeferredSection } from '@/features/home/components/deferred-section';
import { HomeIntro } from '@/features/home/components/home-intro';
import { HomeLayout } from '@/features/home/components/home-layout';

const loadMaterials = () => import('@/features/learning-materials/components/learning-materials');
const ArticlesSection = lazy(() => loadMaterials().then((m) => ({ default: m.ArticlesSection })));
const VideosSection = lazy(() => loadMaterials().then((m) => ({ default: m.VideosSection })));

/** `/`: the intro with the manual, the characters, then the news articles and videos. */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('title')} />
      <HomeLayout intro={<HomeIntro />}>
        <CharacterGallery />
        <DeferredSection>
          <ArticlesSection />
        </DeferredSection>
        <DeferredSection>
          <VideosSection />
        </DeferredSection>
      </HomeLayout>
    </>
  );
}
