import { useGame } from '@/components/game/game-session';
import { RoleExecute } from '@/features/game-round/components/role-execute';

/** /role-execute?sessionId&round: the viewer's night action, or a sleeping screen. */
export default function RoleExecuteRoute() {
  const { sessionId, view } = useGame();
  return <RoleExecute view={view} sessionId={sessionId} />;
}
