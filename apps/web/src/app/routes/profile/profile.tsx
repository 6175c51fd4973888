import { useTranslation } from '@/lib/use-translation';
import { MODERATOR_ROLE_ID } from '@ecoscha/game';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GameHistory } from '@/features/profile/components/game-history';
import { GuidedSessions } from '@/features/profile/components/guided-sessions';
import { LinkBadge } from '@/features/profile/components/link-badge';
import { MyData } from '@/features/profile/components/my-data';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useAuth } from '@/lib/auth';

export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  const { user, roleId } = useAuth();
  // The guide's account (or a guide's card): the sessions they led, each with its report.
  const isGuide = roleId === MODERATOR_ROLE_ID || user?.roleId === MODERATOR_ROLE_ID;
  return (
    <ContentLayout title={t('profile.title')} narrow>
      <ProfileDetails />
      {isGuide ? <GuidedSessions /> : null}
      <GameHistory />
      {user?.signIn === 'email' ? <LinkBadge /> : null}
      <MyData />
    </ContentLayout>
  );
}
