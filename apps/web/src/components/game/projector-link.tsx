import { useTranslation } from '@/lib/use-translation';
import { paths } from '@/config/paths';
import styles from './projector-link.module.css';

/**
 * For the guide: the class's projector screen of this session, opened in a new tab (to drag to
 * the projector) or on the classroom computer signed in as the guide.
 */
export function ProjectorLink({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('game');
  return (
    <p className={styles.projector}>
      <a href={paths.screen.getHref({ sessionId })} target="_blank" rel="noopener">
        {t('projectorLink.label')}
      </a>
      <span>{t('projectorLink.hint')}</span>
    </p>
  );
}
