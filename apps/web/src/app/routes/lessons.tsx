import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GuideInvitePanel } from '@/features/auth/components/guide-invite-panel';
import { LessonDesk } from '@/features/lessons/components/lesson-desk';
import { GuidedSessions } from '@/features/profile/components/guided-sessions';

/** /lessons: the guide's desk, the first page a guide's home and header lead to. */
export default function LessonsRoute() {
  const { t } = useTranslation('lessons');
  return (
    <ContentLayout title={t('title')} narrow>
      <p>{t('intro')}</p>
      <LessonDesk />
      <GuidedSessions />
      <GuideInvitePanel />
    </ContentLayout>
  );
}
