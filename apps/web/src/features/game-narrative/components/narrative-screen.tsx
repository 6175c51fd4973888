import { useTranslation } from '@/lib/use-translation';
import type { NarrativeMoment } from '@ecoscha/contracts';
import type { WirePhase } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { contentUrl } from '@/lib/content-url';
import { errorText } from '@/lib/i18n';
import { useChangePhase } from '@/lib/session/phase-change';
import { NarrativeMusic } from './narrative-music';
import { NarrativeReader } from './narrative-reader';
import styles from './narrative.module.css';

type Step = { moment: NarrativeMoment; next: WirePhase; background: string };

/** What the guide reads in each narrative phase, and where "finished" takes the session. */
const STEPS = {
  narrative_1: {
    moment: 'opening',
    next: 'quiz_active',
    background: '/content/images/backgrounds/morning.svg',
  },
  start_roleplay_narrative: {
    moment: 'roleplay_start',
    next: 'night_phase_1',
    background: '/content/images/backgrounds/night.svg',
  },
} as const satisfies Record<string, Step>;

const isStepPhase = (phase: string): phase is keyof typeof STEPS => Object.hasOwn(STEPS, phase);

/**
 * /narrative (guide only): the opening story before the quiz, or the roleplay's story before the
 * first night, with background music and the button that moves everyone on.
 */
export function NarrativeScreen() {
  const { t } = useTranslation(['narrative', 'common']);
  const { view, sessionId } = useGame();
  const finish = useChangePhase(sessionId);
  const phase = view.gameState.phase;
  if (!isStepPhase(phase)) {
    // The session has moved on; the frame takes the guide to the right page.
    return <p className="loading-note">{t('common:status.loading')}</p>;
  }
  const step = STEPS[phase];
  return (
    <div
      className={styles.stage}
      style={{ backgroundImage: `url("${contentUrl(step.background)}")` }}
    >
      <PageTitle title={t('screen.title')} />
      <div className={styles.paper}>
        <NarrativeMusic />
        <NarrativeReader moment={step.moment} />
        <div className={styles.footer}>
          <p className={styles.next}>{t(`screen.next.${phase}`)}</p>
          <Button
            className={styles.bigButton}
            disabled={finish.isPending}
            onClick={() => finish.mutate(step.next)}
          >
            {t('screen.finished')}
          </Button>
          {finish.isError ? <Alert>{errorText(finish.error)}</Alert> : null}
        </div>
      </div>
    </div>
  );
}
