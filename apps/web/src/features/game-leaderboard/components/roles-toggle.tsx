import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

type RolesToggleProps = { shown: boolean; onToggle: () => void };

/** Roles stay hidden on the guide's (projected) screen until the guide asks for them. */
export function RolesToggle({ shown, onToggle }: RolesToggleProps) {
  const { t } = useTranslation('leaderboard');
  return (
    <Button variant="secondary" aria-pressed={shown} onClick={onToggle}>
      {shown ? t('lobby.hideRoles') : t('lobby.showRoles')}
    </Button>
  );
}
