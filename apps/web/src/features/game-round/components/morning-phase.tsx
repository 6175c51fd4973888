import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Narrative } from '@ecoscha/contracts';
import { morningReportOf, type GameView } from '@ecoscha/game';
import { Button } from '@/components/ui/button';
import { Confirmation } from './bits';
import { DisasterBadge, MorningSummary } from './morning-summary';
import { NarrativeBlock } from './narrative-block';
import { Actions, Panel, RoundScreen } from './round-screen';

type MorningPhaseProps = {
  view: GameView;
  narratives?: Narrative[];
  narrativesLoading?: boolean;
};

/** /morning-phase: the players' morning report with the day's disaster story. */
export function MorningPhase({ view, narratives, narrativesLoading = false }: MorningPhaseProps) {
  const { t } = useTranslation('round');
  const [awake, setAwake] = useState(false);
  const round = view.currentRound;
  const report = morningReportOf(view);
  return (
    <RoundScreen
      tone="day"
      scene={report.disaster}
      eyebrow={t('common.dayTitle', { day: round })}
      title={t('morning.title')}
    >
      <DisasterBadge report={report} />
      <MorningSummary report={report} showOwnFinding />
      <NarrativeBlock
        moment={`morning_${report.disaster}`}
        narratives={narratives}
        loading={narrativesLoading}
      />
      <Panel>
        {awake ? (
          <Confirmation>
            <p>{t('morning.acknowledged')}</p>
          </Confirmation>
        ) : (
          <Actions>
            <Button block onClick={() => setAwake(true)}>
              {t('morning.continue')}
            </Button>
          </Actions>
        )}
      </Panel>
    </RoundScreen>
  );
}
