import { useTranslation } from '@/lib/use-translation';
import type { GameView } from '@ecoscha/game';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useChangePhase } from '@/lib/session/phase-change';
import { useNarratives } from '../api/narratives';
import { useNightActionsStatus, useProcessNightResults } from '../api/night';
import { useSpecialActionEligibility } from '../api/special-action';
import type { ModeratorMorningProps } from '../components/moderator-morning';
import type { ModeratorNightProps } from '../components/moderator-night';
import type { ProcessControls } from '../components/start-morning';
import { phaseOf } from '../utils/night-steps';

/** The guide's night screen over a live session: status, narratives and the two moves. */
export function useModeratorNight(sessionId: string, view: GameView): ModeratorNightProps {
  const { t } = useTranslation('round');
  const status = useNightActionsStatus(sessionId, view);
  const eligibility = useSpecialActionEligibility(
    sessionId,
    phaseOf(view) === 'highest_scorer_action',
  );
  const narratives = useNarratives();
  const advance = useChangePhase(sessionId);
  const processing = useProcessNightResults(sessionId);

  let error: string | null = null;
  if (advance.isError) {
    // The spec's two night messages: a refused move, or any other failure; then the reason.
    const refused = advance.error instanceof ApiError && !advance.error.isNetworkError;
    error = `${refused ? t('moderatorNight.startFailed') : t('moderatorNight.startError')} ${errorText(advance.error)}`;
  } else if (processing.isError) {
    error = t('moderatorNight.processFailed', { message: errorText(processing.error) });
  }

  return {
    view,
    status: status.data,
    statusError: status.isError ? errorText(status.error) : null,
    eligibleIds: eligibility.data?.eligiblePlayers.map((p) => p.userId),
    narratives: narratives.data,
    narrativesLoading: narratives.isPending,
    controls: {
      next: (step) => {
        processing.reset();
        advance.mutate(step);
      },
      process: () => {
        advance.reset();
        processing.mutate();
      },
      pending: advance.isPending ? 'next' : processing.isPending ? 'process' : null,
      error,
    },
  };
}

/** Processing the night's results from the start-morning page. */
export function useProcessControls(sessionId: string): ProcessControls {
  const { t } = useTranslation('round');
  const processing = useProcessNightResults(sessionId);
  return {
    process: () => processing.mutate(),
    pending: processing.isPending,
    error: processing.isError
      ? t('moderatorNight.processFailed', { message: errorText(processing.error) })
      : null,
  };
}

/** The guide's morning screen over a live session (its report comes from the view). */
export function useModeratorMorning(sessionId: string, view: GameView): ModeratorMorningProps {
  const { t } = useTranslation('round');
  const narratives = useNarratives();
  const advance = useChangePhase(sessionId);
  return {
    view,
    narratives: narratives.data,
    narrativesLoading: narratives.isPending,
    controls: {
      advance: (phase) => advance.mutate(phase),
      pending: advance.isPending,
      error: advance.isError
        ? t('moderatorMorning.advanceFailed', { message: errorText(advance.error) })
        : null,
    },
  };
}
