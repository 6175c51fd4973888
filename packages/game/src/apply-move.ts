import type { Move, MoveResult, RuleContext } from './moves';
import { addPracticeSeats } from './moves/add-practice-seats';
import { advance } from './moves/advance';
import { castDayVote } from './moves/cast-day-vote';
import { dealRoles } from './moves/deal-roles';
import { deadline } from './moves/deadline';
import { endGame } from './moves/end-game';
import { fail } from './moves/guards';
import { join } from './moves/join';
import { nightAction } from './moves/night-action';
import { recordVideo } from './moves/record-video';
import { removePracticeSeats } from './moves/remove-practice-seats';
import { setActionState } from './moves/set-action-state';
import { specialAction } from './moves/special-action';
import { submitQuizTopic } from './moves/submit-quiz-topic';
import { endVote } from './room-controls/end-vote';
import { removePlayer } from './room-controls/remove-player';
import { reseat } from './room-controls/reseat';
import { addTime, pauseTimer, resumeTimer } from './room-controls/timer';
import type { GameState } from './state';

/**
 * The single entry point of the rules: the new state and what happened, or why the move is not
 * allowed. Never changes `state`.
 */
export function applyMove(state: GameState, move: Move, ctx: RuleContext): MoveResult {
  if (state.phase === 'game_completely_ended') {
    // Ending an ended game again (a second tab, a retry) is a harmless repeat.
    const repeat = move.type === 'endGame' && move.actorId === state.moderatorId;
    return repeat ? { state, events: [] } : fail('GAME_OVER');
  }
  switch (move.type) {
    case 'join':
      return join(state, move, ctx.now);
    case 'advance':
      return advance(state, move, ctx);
    case 'endGame':
      return endGame(state, move, ctx);
    case 'submitQuizTopic':
      return submitQuizTopic(state, move, ctx);
    case 'specialAction':
      return specialAction(state, move);
    case 'nightAction':
      return nightAction(state, move, ctx);
    case 'setActionState':
      return setActionState(state, move);
    case 'castDayVote':
      return castDayVote(state, move, ctx);
    case 'recordVideo':
      return recordVideo(state, move);
    case 'addPracticeSeats':
      return addPracticeSeats(state, move, ctx);
    case 'removePracticeSeats':
      return removePracticeSeats(state, move, ctx);
    case 'deadline':
      return deadline(state, ctx);
    case 'pauseTimer':
      return pauseTimer(state, move, ctx);
    case 'resumeTimer':
      return resumeTimer(state, move, ctx);
    case 'addTime':
      return addTime(state, move, ctx);
    case 'endVote':
      return endVote(state, move, ctx);
    case 'removePlayer':
      return removePlayer(state, move, ctx);
    case 'reseat':
      return reseat(state, move, ctx);
    case 'dealRoles':
      return dealRoles(state, move, ctx);
  }
}
