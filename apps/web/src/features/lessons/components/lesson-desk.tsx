import { useTranslation } from 'react-i18next';
import { GuideContentNav } from '@/components/layouts/guide-content-nav';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './lesson-desk.module.css';

/**
 * The guide's way into a lesson: open a room (the role room's "create room code"), and before the
 * lesson, the printed card deck and the guide's own content.
 */
export function LessonDesk() {
  const { t } = useTranslation('lessons');
  return (
    <>
      <section className={styles.section} aria-labelledby="lessons-start">
        <h2 id="lessons-start">{t('start.title')}</h2>
        <p>{t('start.text')}</p>
        <ButtonLink to={paths.roleExplanationRoom.getHref()} block>
          {t('start.button')}
        </ButtonLink>
      </section>
      <section className={styles.section} aria-labelledby="lessons-prepare">
        <h2 id="lessons-prepare">{t('prepare.title')}</h2>
        <p>{t('prepare.cards')}</p>
        <ButtonLink to={paths.cards.getHref()} variant="secondary" block>
          {t('prepare.cardsButton')}
        </ButtonLink>
        <p>{t('prepare.content')}</p>
        <GuideContentNav />
      </section>
    </>
  );
}
