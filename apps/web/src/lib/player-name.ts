import { useTranslation } from '@/lib/use-translation';
import { anonymousNumber } from '@ecoscha/contracts';

/**
 * How a player's name reads: a deleted student's stored name `#N` as "Siswa N" / "Student N"
 * (their roster number), every other name as it is.
 */
export function usePlayerName(): (username: string) => string {
  const { t } = useTranslation();
  return (username) => {
    const number = anonymousNumber(username);
    return number === null ? username : t('anonymousStudent', { number });
  };
}
