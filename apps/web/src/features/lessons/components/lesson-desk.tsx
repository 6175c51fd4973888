import { useTranslation } from '@/lib/use-translation';
import { GuideContentNav } from '@/components/layouts/guide-content-nav';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './lesson-desk.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * The guide's way into a lesson: open a room (the role room's "create room code"), their classes
 * (rosters, badges, progress), and before the lesson, the printed card deck and the guide's own
 * content.
 */
export function LessonDesk() {
  const { t } = useTranslation('lessons');
  return (
    <>
      <TitledSection id="lessons-start" title={t('start.title')} className={styles.section}>
        <p>{t('start.text')}</p>
        <ButtonLink to={paths.roleExplanationRoom.getHref()} block>
          {t('start.button')}
        </ButtonLink>
      </TitledSection>
      <TitledSection id="lessons-classes" title={t('classes.title')} className={styles.section}>
        <p>{t('classes.text')}</p>
        <ButtonLink to={paths.classes.getHref()} variant="secondary" block>
          {t('classes.button')}
        </ButtonLink>
      </TitledSection>
      <TitledSection id="lessons-prepare" title={t('prepare.title')} className={styles.section}>
        <p>{t('prepare.cards')}</p>
        <ButtonLink to={paths.cards.getHref()} variant="secondary" block>
          {t('prepare.cardsButton')}
        </ButtonLink>
        <p>{t('prepare.content')}</p>
        <GuideContentNav />
      </TitledSection>
    </>
  );
}
