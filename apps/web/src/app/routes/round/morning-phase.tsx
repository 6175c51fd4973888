import { useGame } from '@/components/game/game-session';
import { useMorningReport } from '@/features/game-round/api/day';
import { useNarratives } from '@/features/game-round/api/narratives';
import { MorningPhase } from '@/features/game-round/components/morning-phase';

/** /morning-phase?sessionId&round: the players' morning report. */
export default function MorningPhaseRoute() {
  const { sessionId, view } = useGame();
  const report = useMorningReport(sessionId, view.currentRound);
  const narratives = useNarratives();
  return (
    <MorningPhase
      view={view}
      report={report.data}
      reportFailed={report.isError}
      narratives={narratives.data}
      narrativesLoading={narratives.isPending}
    />
  );
}
