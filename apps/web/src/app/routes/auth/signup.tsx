import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  return (
    <ContentLayout title={t('signup.title')} narrow>
      <SignupForm />
    </ContentLayout>
  );
}
