import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNarratives } from '@/features/game-round/api/narratives';
import { PreviewBanner } from '@/features/game-round/components/bits';
import { ModeratorNight } from '@/features/game-round/components/moderator-night';
import { PreviewStepPicker } from '@/features/game-round/components/preview-step-picker';
import { sampleNight } from '@/features/game-round/preview/sample-session';
import type { NightStep } from '@/features/game-round/utils/night-steps';

/** /moderator-night-phase-test: the guide's night screen, read-only, over a made-up session. */
export default function ModeratorNightPhasePreviewRoute() {
  const { t } = useTranslation('round');
  const [step, setStep] = useState<NightStep>('waste_villain_action');
  const sample = useMemo(() => sampleNight(step), [step]);
  const narratives = useNarratives();
  return (
    <ModeratorNight
      view={sample.view}
      status={sample.status}
      eligibleIds={sample.eligibleIds}
      narratives={narratives.data}
      narrativesLoading={narratives.isPending}
      banner={
        <PreviewBanner>
          <PreviewStepPicker label={t('preview.stepLabel')} value={step} onChange={setStep} />
        </PreviewBanner>
      }
    />
  );
}
