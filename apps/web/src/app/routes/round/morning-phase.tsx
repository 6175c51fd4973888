import { useGame } from '@/components/game/game-session';
import { useNarratives } from '@/features/game-round/api/narratives';
import { MorningPhase } from '@/features/game-round/components/morning-phase';

/** /morning-phase?sessionId&round: the players' morning report. */
export default function MorningPhaseRoute() {
  const { view } = useGame();
  const narratives = useNarratives();
  return (
    <MorningPhase
      view={view}
      narratives={narratives.data}
      narrativesLoading={narratives.isPending}
    />
  );
}
