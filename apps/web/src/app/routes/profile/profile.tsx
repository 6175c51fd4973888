import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GameHistory } from '@/features/profile/components/game-history';
import { ProfileDetails } from '@/features/profile/components/profile-details';

export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  return (
    <ContentLayout title={t('profile.title')} narrow>
      <ProfileDetails />
      <GameHistory />
    </ContentLayout>
  );
}
