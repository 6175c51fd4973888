import { useMemo } from 'react';
import { useNarratives } from '@/features/game-round/api/narratives';
import { PreviewBanner } from '@/features/game-round/components/bits';
import { ModeratorMorning } from '@/features/game-round/components/moderator-morning';
import { sampleMorning } from '@/features/game-round/preview/sample-session';

/** /moderator-morning-phase-test: the guide's morning screen, read-only, over a made-up session. */
export default function ModeratorMorningPhasePreviewRoute() {
  const view = useMemo(() => sampleMorning(), []);
  const narratives = useNarratives();
  return (
    <ModeratorMorning
      view={view}
      narratives={narratives.data}
      narrativesLoading={narratives.isPending}
      banner={<PreviewBanner />}
    />
  );
}
