import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { storage } from '@/lib/storage';
import { useProfile } from '../api/get-profile';
import styles from './profile.module.css';

/** Shown when the profile cannot be fetched (spec: a stub user with email N/A). */
const UNAVAILABLE_EMAIL = 'N/A';

/** A badge's account has no e-mail: its guide names it on the class roster. */
type ShownUser = { username: string; email: string | null; signIn: 'email' | 'badge' };

export function ProfileDetails() {
  const { t } = useTranslation(['profile', 'common']);
  const auth = useAuth();
  const profile = useProfile();

  if (profile.isPending) return <p role="status">{t('common:status.loading')}</p>;

  const fallbackName = storage.getUsername() ?? auth.user?.username;
  const user: ShownUser | undefined = profile.isError
    ? fallbackName
      ? { username: fallbackName, email: UNAVAILABLE_EMAIL, signIn: 'email' }
      : undefined
    : profile.data.user;

  if (!user) {
    return (
      <>
        <p>{t('profile.noUser')}</p>
        <ButtonLink to={paths.login.getHref()}>{t('profile.goToLogin')}</ButtonLink>
      </>
    );
  }

  return (
    <>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>{t('profile.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        {user.signIn === 'email' ? (
          <div className={styles.row}>
            <dt>{t('profile.email')}</dt>
            <dd>{user.email || t('profile.noEmail')}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('profile.signIn')}</dt>
          <dd>{t(`profile.signInKinds.${user.signIn}`)}</dd>
        </div>
      </dl>
      {user.signIn === 'badge' ? (
        <p className="muted-text">{t('profile.setByGuide')}</p>
      ) : (
        <ButtonLink to={paths.editProfile.getHref()}>{t('profile.edit')}</ButtonLink>
      )}
    </>
  );
}
