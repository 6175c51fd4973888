import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Narrative } from '@ecoscha/contracts';
import { morningReportOf, type GameView, type Phase } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { DetailsToggle } from './bits';
import { DisasterBadge, MorningSummary } from './morning-summary';
import { NarrativeBlock } from './narrative-block';
import { Muted, MoveBar, Panel, RoundScreen } from './round-screen';
import styles from './morning.module.css';
import layout from './round-screen.module.css';

export type PhaseControls = {
  advance: (phase: Phase) => void;
  pending: boolean;
  error: string | null;
};

export type ModeratorMorningProps = {
  view: GameView;
  narratives?: Narrative[];
  narrativesLoading?: boolean;
  controls?: PhaseControls;
  banner?: ReactNode;
};

const NEXT_LABEL = {
  game_ended: 'moderatorMorning.announceWin',
  video_learning_active: 'moderatorMorning.startVideo',
  discussion_active: 'moderatorMorning.startDiscussion',
} as const satisfies Partial<Record<Phase, string>>;

/** Where the morning leads: the win, else the video (odd days) or the discussion (even days). */
export function morningNext(view: GameView): keyof typeof NEXT_LABEL {
  if (view.gameState.pendingWin) return 'game_ended';
  return view.currentRound % 2 === 1 ? 'video_learning_active' : 'discussion_active';
}

/** /moderator-morning-phase: the morning report to read aloud, and the way on. */
export function ModeratorMorning(props: ModeratorMorningProps) {
  const { view, narratives, narrativesLoading = false, controls, banner } = props;
  const { t } = useTranslation('round');
  const round = view.currentRound;
  const report = morningReportOf(view);
  const next = morningNext(view);
  const win = view.gameState.pendingWin;
  const nameOf = (id: string) => view.players.find((p) => p.userId === id)?.username ?? '';
  return (
    <RoundScreen
      tone="day"
      wide
      banner={banner}
      scene={report.disaster}
      eyebrow={t('common.dayTitle', { day: round })}
      title={t('moderatorMorning.title')}
    >
      <DisasterBadge report={report} />
      <div className={layout.columns}>
        <div className={layout.column}>
          <div className={layout.order3}>
            <NarrativeBlock
              moment={`morning_${report.disaster}`}
              narratives={narratives}
              loading={narrativesLoading}
              label={t('common.readAloud')}
            />
          </div>
        </div>
        <div className={layout.column}>
          <div className={layout.order1}>
            <MorningSummary report={report} />
          </div>
          <MoveBar
            pinned
            win={win}
            label={controls?.pending ? t('moderatorMorning.moving') : t(NEXT_LABEL[next])}
            disabled={!controls || controls.pending}
            onMove={() => controls?.advance(next)}
          >
            {controls?.error ? <Alert>{controls.error}</Alert> : null}
            {win ? null : (
              <Muted>
                {round % 2 === 1 ? t('moderatorMorning.nextOdd') : t('moderatorMorning.nextEven')}
              </Muted>
            )}
          </MoveBar>
          <Panel label={t('moderatorMorning.investigations')} className={layout.order5}>
            <DetailsToggle>
              <h3>{t('moderatorMorning.investigations')}</h3>
              {report.nightResultDetails.investigationResults.length === 0 ? (
                <p>{t('moderatorMorning.noInvestigations')}</p>
              ) : (
                <ul className={styles.list}>
                  {report.nightResultDetails.investigationResults.map((i) => (
                    <li key={`${i.managerId}-${i.targetId}`}>
                      {t('moderatorMorning.investigationLine', {
                        manager: nameOf(i.managerId),
                        target: nameOf(i.targetId),
                        verdict: t(
                          i.isVillain
                            ? 'roleExecute.investigate.verdictVillain'
                            : 'roleExecute.investigate.verdictNotVillain',
                        ),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </DetailsToggle>
          </Panel>
        </div>
      </div>
    </RoundScreen>
  );
}
