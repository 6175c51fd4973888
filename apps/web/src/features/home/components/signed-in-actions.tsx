import { useTranslation } from '@/lib/use-translation';
import { isModeratorRole } from '@ecoscha/game';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * Home's first buttons for a signed-in visitor: the guide starts a lesson, opens their lessons or their classes;
 * a student joins a room with its code. Nothing for a visitor who is not signed in.
 */
export function SignedInActions() {
  const { t } = useTranslation('home');
  const { user, roleId } = useAuth();
  if (!user) return null;
  if (!isModeratorRole(roleId)) {
    return <ButtonLink to={paths.join.getHref()}>{t('intro.joinRoom')}</ButtonLink>;
  }
  return (
    <>
      <ButtonLink to={paths.roleExplanationRoom.getHref()}>{t('intro.startLesson')}</ButtonLink>
      <ButtonLink to={paths.lessons.getHref()} variant="secondary">
        {t('intro.lessons')}
      </ButtonLink>
      <ButtonLink to={paths.classes.getHref()} variant="secondary">
        {t('intro.classes')}
      </ButtonLink>
    </>
  );
}
