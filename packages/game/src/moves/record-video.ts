import type { Move, MoveResult } from '../moves';
import type { GameState } from '../state';
import { fail } from './guards';

type RecordVideo = Extract<Move, { type: 'recordVideo' }>;

/** The moderator notes the news video shown now: one per round and stage. */
export function recordVideo(state: GameState, move: RecordVideo): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  const stage = state.videoStage;
  if (state.phase !== 'video_learning_active' || stage === null) return fail('WRONG_PHASE');
  if (state.usedVideos.some((v) => v.round === state.round && v.stage === stage)) {
    return fail('ALREADY_ACTED');
  }
  const video = {
    round: state.round,
    stage,
    videoId: move.video.videoId,
    videoTitle: move.video.videoTitle,
  };
  return { state: { ...state, usedVideos: [...state.usedVideos, video] }, events: [] };
}
