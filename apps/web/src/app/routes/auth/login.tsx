import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <ContentLayout title={t('login.title')} narrow>
      <LoginForm />
    </ContentLayout>
  );
}
