import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password: a new password with the one-time code the guide gave. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  return (
    <ContentLayout title={t('resetPassword.title')} narrow>
      <ResetPasswordForm />
    </ContentLayout>
  );
}
