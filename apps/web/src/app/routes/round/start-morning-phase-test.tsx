import { useMemo } from 'react';
import { PreviewBanner } from '@/features/game-round/components/bits';
import { StartMorning } from '@/features/game-round/components/start-morning';
import { sampleNightComplete } from '@/features/game-round/preview/sample-session';

/** /start-morning-phase-test: the start-morning page, read-only, over a made-up session. */
export default function StartMorningPhasePreviewRoute() {
  const view = useMemo(() => sampleNightComplete(), []);
  return <StartMorning view={view} banner={<PreviewBanner />} />;
}
