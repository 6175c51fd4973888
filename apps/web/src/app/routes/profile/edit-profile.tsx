import { useTranslation } from '@/lib/use-translation';
import { Navigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/profile/api/get-profile';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { SignOutEverywhere } from '@/features/profile/components/sign-out-everywhere';

export default function EditProfileRoute() {
  const { t } = useTranslation(['profile', 'common']);
  const profile = useProfile();
  // A profile that cannot be loaded sends the player to log in again (spec section 2).
  if (profile.isError) return <Navigate to={paths.login.getHref()} replace />;
  // A badge's account is named by its guide: nothing to edit here.
  if (profile.data?.user.signIn === 'badge')
    return <Navigate to={paths.profile.getHref()} replace />;
  return (
    <ContentLayout title={t('editProfile.title')} narrow>
      {profile.isPending ? (
        <p role="status">{t('common:status.loading')}</p>
      ) : (
        <>
          <EditProfileForm
            initial={{
              username: profile.data.user.username,
              email: profile.data.user.email ?? '',
            }}
          />
          <SignOutEverywhere />
        </>
      )}
    </ContentLayout>
  );
}
