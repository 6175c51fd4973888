import { paths } from '@/config/paths';
import { POLL_MS } from '@/config/timing';

/**
 * How often each game page refetches the session while the socket is down (game.md sections 7
 * and 9). `phase` is the player's night page waiting for their step; `night` the guide's.
 */
const PAGE_POLL_MS: Record<string, number> = {
  [paths.moderatorLeaderboardStartgame.path]: POLL_MS.session,
  [paths.narrative.path]: POLL_MS.narrative,
  [paths.leaderboard.path]: POLL_MS.leaderboard,
  [paths.moderatorLeaderboard.path]: POLL_MS.leaderboard,
  [paths.countdown.path]: POLL_MS.topicChoice,
  [paths.chooseTopicCard.path]: POLL_MS.topicChoice,
  [paths.quiz.path]: POLL_MS.topicChoice,
  [paths.specialAction.path]: POLL_MS.roleExecute,
  [paths.roleExecute.path]: POLL_MS.roleExecute,
  [paths.nightPhase.path]: POLL_MS.phase,
  [paths.moderatorNightPhase.path]: POLL_MS.night,
  [paths.startMorningPhase.path]: POLL_MS.morning,
  [paths.morningPhase.path]: POLL_MS.morning,
  [paths.moderatorMorningPhase.path]: POLL_MS.morning,
  [paths.discussionSession.path]: POLL_MS.discussion,
  [paths.voting.path]: POLL_MS.voting,
  [paths.revealPlayer.path]: POLL_MS.reveal,
  [paths.videoLearning.path]: POLL_MS.video,
  [paths.endingNarrative.path]: POLL_MS.ending,
  [paths.closingChooseTopic.path]: POLL_MS.topicChoice,
  [paths.closingQuiz.path]: POLL_MS.closingQuiz,
};

/** The polling interval of the page at `pathname` + `search` (the waiting screen: 3 s). */
export function pollIntervalFor(pathname: string, search: string): number {
  const waiting =
    pathname === paths.leaderboard.path &&
    new URLSearchParams(search).get('type') === 'waiting-moderator';
  return waiting ? POLL_MS.session : (PAGE_POLL_MS[pathname] ?? POLL_MS.session);
}
