export * from './roles';
export * from './state';
export * from './moves';
export * from './quiz-bank';
export * from './timings';
export { createGame, type CreateGameInput } from './create-game';
export {
  phaseDurationMs,
  scaledDuration,
  timeScaleOf,
  timingDurationMs,
  topicDurationMs,
  QUIZ_TOPIC_MS,
} from './durations';
export { applyMove } from './apply-move';
export {
  seatsThatMaySee,
  viewFor,
  viewJsonFor,
  viewPiecesFor,
  assembleViewJson,
  PROJECTOR,
  type ViewPieces,
  type ProjectorView,
  type ProjectorViewer,
  type Viewer,
  type GameView,
  type PlayerView,
  type ViewerInfo,
  type NightResultView,
} from './view';
export {
  applyViewPatch,
  receiveSeatPush,
  viewPatchJson,
  type HeldView,
  type SeatPush,
  type ViewPatch,
} from './view-patch';
export { routeFor } from './route';
export { wirePhase, parseWirePhase } from './wire-phase';
export { leaderboard, leaderboardFor, type LeaderboardEntry } from './leaderboard';
export {
  specialActionEligibility,
  nightActionStatus,
  stepInfo,
  type SpecialActionEligibility,
  type NightActionStatus,
  type ActiveRole,
  type NightActionType,
} from './night-steps';
export {
  eliminationResult,
  disasterForDay,
  DISASTERS,
  type Disaster,
  type EliminationReport,
} from './reports';
export { morningReport, morningReportOf, type MorningReport } from './morning-report';
export { checkWinner } from './win';
export {
  scoreTopic,
  scoresOf,
  isCorrectAnswer,
  clampPenalty,
  clampQuizScore,
  POINTS_PER_CORRECT,
  QUIZ_CAP,
  QUIZ_DISPLAY_MAX,
  PENALTY_FLOOR,
  VOTE_ELIMINATION_PENALTY,
  STRATEGIC_VOTE_ON_VILLAIN,
  STRATEGIC_VOTE_ON_GOOD,
  ESSAY_MIN_WORDS,
  type PlayerScores,
} from './scoring';
export { questionsFor } from './quiz';
export { achievementsFor, closingQuizBadge, ACHIEVEMENT_POINTS } from './achievements';
export { createRandom, hashString, pickOne } from './random';
export {
  TRANSITIONS,
  PHASE_DEADLINES,
  NIGHT_STEPS,
  NIGHT_PHASES,
  MAX_PLAYERS,
  type Transition,
  type TransitionCause,
} from './phases';
export { practiceSeatMoves } from './practice/practice-seat-moves';
export { isPracticeSeat, realPlayers, PRACTICE_ID_PREFIX } from './practice/seats';
export {
  recommendedRoleMix,
  CHARACTERS_OF_TYPE,
  type RoleMix,
  type SeatRoleType,
} from './role-mix';
export { dealtRoles } from './moves/deal-roles';
export { unchangedPartsJson } from './unchanged-json';
export { JOINABLE_PHASES } from './phases';
export { renameSeat } from './room-controls/rename-seat';
export { EXTENDABLE_PHASES, MAX_ADDED_MS } from './room-controls/timer';
export {
  learningReport,
  type LearningReport,
  type LearnerReport,
  type LearnerStatus,
  type QuizTally,
  type AnswerRecord,
  type QuestionReport,
  type TopicReport,
  type ShareRight,
  type ClassAverages,
} from './learning-report';
