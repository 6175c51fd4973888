import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ClassSummary } from '@ecoscha/contracts';
import { paths } from '@/config/paths';
import { classListQueryOptions } from '@/lib/class-list';
import styles from './time-settings.module.css';

/** The guide's classes a room may be for: those not ended. */
export function useOpenClasses(): ClassSummary[] {
  const classes = useQuery(classListQueryOptions);
  return (classes.data?.classes ?? []).filter((summary) => summary.endedAt === null);
}

type ClassChoiceProps = {
  classes: readonly ClassSummary[];
  /** The chosen class's id, '' for none. */
  value: string;
  onChange(classId: string): void;
};

/**
 * The guide's class the room is for (none by default): that class's badges then lead straight
 * into the room's lobby. Ended classes are not offered.
 */
export function ClassChoice({ classes, value, onChange }: ClassChoiceProps) {
  const { t } = useTranslation('roleRoom');
  return (
    <div className={`${styles.details} select-field`}>
      <label htmlFor="room-class" className="select-label">
        {t('classChoice.label')}
      </label>
      <select
        id="room-class"
        className="select-box"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('classChoice.none')}</option>
        {classes.map((summary) => (
          <option key={summary.id} value={summary.id}>
            {summary.schoolYear ? `${summary.name} (${summary.schoolYear})` : summary.name}
          </option>
        ))}
      </select>
      <Link to={paths.classes.getHref()}>{t('classChoice.manage')}</Link>
    </div>
  );
}
