import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameHistoryStatus } from '@ecoscha/contracts';
import { TitledSection } from '@/components/ui/titled-section';
import styles from './profile-section.module.css';

type ProfileSectionProps = {
  id: string;
  title: string;
  /** Said instead of the content when there is nothing to show. */
  none?: string | null;
  className?: string;
  children: ReactNode;
};

/** One of the profile's sections: achievements, the games played, the lessons led. */
export function ProfileSection({ id, title, none, className, children }: ProfileSectionProps) {
  return (
    <TitledSection id={id} title={title} className={`${styles.section} ${className ?? ''}`.trim()}>
      {none ? <p className="muted-text">{none}</p> : children}
    </TitledSection>
  );
}

type SessionStatusProps = { status: GameHistoryStatus; className?: string };

/** A game's or a lesson's state: finished, or still running. */
export function SessionStatus({ status, className }: SessionStatusProps) {
  const { t } = useTranslation('profile');
  const tone = status === 'finished' ? styles.finished : styles.running;
  return (
    <span className={`${styles.status} ${tone} ${className ?? ''}`.trim()}>
      {t(`history.statuses.${status}`)}
    </span>
  );
}
