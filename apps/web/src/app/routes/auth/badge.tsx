import { useTranslation } from '@/lib/use-translation';
import { ContentLayout } from '@/components/layouts/content-layout';
import { BadgeLogin } from '@/features/auth/components/badge-login';

/** /badge#CODE: where a class badge's QR code leads (the code rides in the fragment). */
export default function BadgeRoute() {
  const { t } = useTranslation('badge');
  return (
    <ContentLayout title={t('title')} narrow>
      <BadgeLogin />
    </ContentLayout>
  );
}
