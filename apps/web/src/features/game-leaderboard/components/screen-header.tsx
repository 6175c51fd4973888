import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { contentUrl } from '@/lib/content-url';
import styles from './screen.module.css';

type ScreenHeaderProps = {
  title: string;
  /** The small line above the title on the guide's screens. */
  eyebrow?: string;
  /** The session's guide, named with their portrait. */
  guide: string;
  children?: ReactNode;
};

/** A leaderboard screen's title (the tab's too), and whose lesson it is. */
export function ScreenHeader({ title, eyebrow, guide, children }: ScreenHeaderProps) {
  const { t } = useTranslation('leaderboard');
  return (
    <>
      <PageTitle title={title} />
      <header className={styles.header}>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1>{title}</h1>
        <p className={styles.guide}>
          {/* Decorative: the name says who it is. */}
          <img
            src={contentUrl('/content/images/characters/sustainability_guide_1-portrait.svg')}
            alt=""
            width={36}
            height={36}
          />
          {t('guide', { name: guide })}
        </p>
        {children}
      </header>
    </>
  );
}
