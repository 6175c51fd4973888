import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useDownloadMyData } from '../api/download-my-data';
import { ProfileSection } from './profile-section';

const ITEMS = ['account', 'signIn', 'rosters', 'games'] as const;

/** In plain words what the server keeps about the player, and all of it as a file. */
export function MyData() {
  const { t } = useTranslation('profile');
  const download = useDownloadMyData();
  return (
    <ProfileSection id="my-data" title={t('myData.title')}>
      <p>{t('myData.intro')}</p>
      <ul>
        {ITEMS.map((item) => (
          <li key={item}>{t(`myData.items.${item}`)}</li>
        ))}
      </ul>
      <p className="muted-text">{t('myData.never')}</p>
      {download.isError ? (
        <Alert>{t('myData.failed', { reason: errorText(download.error) })}</Alert>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
      >
        {download.isPending ? t('myData.downloading') : t('myData.download')}
      </Button>
    </ProfileSection>
  );
}
