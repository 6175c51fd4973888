import { z } from 'zod';
import { QuestionShapeSchema } from './content';
import {
  AchievementSchema,
  ActiveRoleSchema,
  EliminationReportSchema,
  GameStateViewSchema,
  GameViewSchema,
  LeaderboardEntrySchema,
  NightActionKindSchema,
  NightActionSchema,
  NightActionTypeSchema,
  PlayerActionStateSchema,
  PlayerViewSchema,
  TopicResultSchema,
  VictoryTypeSchema,
  WinnerSchema,
  WinReasonSchema,
  WirePhaseSchema,
} from './game-views';
import { RoleIdSchema } from './auth';

/*
 * The answers of the game calls (sessions, night, day vote, quiz), as the server sends them.
 * Views and reports themselves are in `game-views.ts`.
 */

const userId = z.string();

/** POST /api/game-sessions/:id/join. */
export const JoinSessionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  session: GameViewSchema,
});
export type JoinSessionResponse = z.infer<typeof JoinSessionResponseSchema>;

/**
 * PUT /api/game-sessions/:id/phase (and the gameflow alias): the phase the session is now in.
 * The new view reaches every screen, the guide's too, by its push; a screen whose socket is down
 * fetches it (`GET /api/game-sessions/:id`).
 */
export const PhaseChangeResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  currentPhase: WirePhaseSchema,
  currentRound: z.number().int(),
});
export type PhaseChangeResponse = z.infer<typeof PhaseChangeResponseSchema>;

/** POST /api/game-sessions/:id/end-discussion. */
export const EndDiscussionResponseSchema = z.object({
  success: z.boolean(),
  session: GameViewSchema,
});
export type EndDiscussionResponse = z.infer<typeof EndDiscussionResponseSchema>;

/** Whether a side has won (a win waiting for the moderator counts). */
const winCheck = {
  gameEnded: z.boolean(),
  winner: WinnerSchema.nullable(),
  winReason: WinReasonSchema.nullable(),
  victoryType: VictoryTypeSchema.nullable(),
};

/** POST /api/game-sessions/:id/check-win-condition. */
export const WinCheckResponseSchema = z.object(winCheck);
export type WinCheckResponse = z.infer<typeof WinCheckResponseSchema>;

/** POST /api/gameflow/process-night-results. */
export const NightResultsResponseSchema = z.object({ success: z.boolean(), ...winCheck });
export type NightResultsResponse = z.infer<typeof NightResultsResponseSchema>;

/** GET /api/game-sessions/:id/leaderboard and GET /api/quiz-score/leaderboard/:sessionId. */
export const LeaderboardResponseSchema = z.object({ leaderboard: z.array(LeaderboardEntrySchema) });
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

/** GET /api/game-sessions/:id/night-phase-info. */
export const NightPhaseInfoResponseSchema = z.object({
  players: z.array(PlayerViewSchema),
  gameState: GameStateViewSchema,
  nightPhaseInfo: z.object({
    activeRole: ActiveRoleSchema.nullable(),
    actionType: NightActionTypeSchema.nullable(),
  }),
});
export type NightPhaseInfoResponse = z.infer<typeof NightPhaseInfoResponseSchema>;

/** GET /api/game-sessions/:id/night-actions: the night actions the caller may see. */
export const NightActionsResponseSchema = z.object({
  nightPhaseActions: z.array(NightActionSchema),
});
export type NightActionsResponse = z.infer<typeof NightActionsResponseSchema>;

/** PUT /api/game-sessions/:id/player-action: the statuses the caller may see. */
export const PlayerActionResponseSchema = z.object({
  allActions: z.record(userId, PlayerActionStateSchema),
});
export type PlayerActionResponse = z.infer<typeof PlayerActionResponseSchema>;

/** POST /api/gameflow/{kill,save,investigate}-vote; a manager learns "villain or not". */
export const NightVoteResponseSchema = z.object({
  success: z.boolean(),
  kind: NightActionKindSchema,
  targetId: userId,
  result: z.object({ targetId: userId, isVillain: z.boolean() }).optional(),
});
export type NightVoteResponse = z.infer<typeof NightVoteResponseSchema>;

/** POST /api/gameflow/special-action: the role of the chosen player, for the caller alone. */
export const SpecialActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  revealedPlayer: z.object({ userId, username: z.string(), roleId: RoleIdSchema }).optional(),
});
export type SpecialActionResponse = z.infer<typeof SpecialActionResponseSchema>;

/** POST /api/gameflow/vote. */
export const DayVoteResponseSchema = z.object({
  success: z.boolean(),
  targetId: userId,
  /** The vote closed with this ballot (everyone alive has voted). */
  votingCompleted: z.boolean(),
});
export type DayVoteResponse = z.infer<typeof DayVoteResponseSchema>;

/** POST /api/gameflow/process-voting-elimination. */
export const ProcessVotingResponseSchema = z.object({
  success: z.boolean(),
  eliminationResult: EliminationReportSchema,
});
export type ProcessVotingResponse = z.infer<typeof ProcessVotingResponseSchema>;

/** GET /api/gameflow/elimination-result/:sessionId: null before the first day vote. */
export const EliminationResultResponseSchema = z.object({
  eliminationResult: EliminationReportSchema.nullable(),
});
export type EliminationResultResponse = z.infer<typeof EliminationResultResponseSchema>;

/** A question as a player gets it before answering: never the answer or its reasoning. */
export const PlayerQuestionSchema = QuestionShapeSchema.omit({
  answer_id: true,
  answer_en: true,
  reasoning_id: true,
  reasoning_en: true,
  also_accepted: true,
});
export type PlayerQuestion = z.infer<typeof PlayerQuestionSchema>;

/** A quiz topic with the caller's question(s) in the session (none without a session). */
export const PlayerQuizTopicSchema = z.object({
  _id: z.string(),
  topic_id: z.int(),
  topic_name_id: z.string(),
  topic_name_en: z.string(),
  completed: z.boolean(),
  questions: z.array(PlayerQuestionSchema),
});
export type PlayerQuizTopic = z.infer<typeof PlayerQuizTopicSchema>;

/** GET /api/quiz/topics. */
export const QuizTopicsResponseSchema = z.object({ topics: z.array(PlayerQuizTopicSchema) });
export type QuizTopicsResponse = z.infer<typeof QuizTopicsResponseSchema>;

/** GET /api/questions: the same questions as one list, each with its topic. */
export const QuizQuestionsResponseSchema = z.object({
  questions: z.array(PlayerQuestionSchema.extend({ topicId: z.string() })),
});
export type QuizQuestionsResponse = z.infer<typeof QuizQuestionsResponseSchema>;

/** One handed-in answer with, now that it is in, the right answer and why. */
export const QuizFeedbackSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  answer_id: z.string().optional(),
  answer_en: z.string().optional(),
  reasoning_id: z.string().optional(),
  reasoning_en: z.string().optional(),
});
export type QuizFeedback = z.infer<typeof QuizFeedbackSchema>;

/** POST /api/quiz-score/save-score: the topic's score and the caller's totals. */
export const SaveScoreResponseSchema = z.object({
  success: z.boolean(),
  topicId: z.string(),
  score: z.number(),
  correct: z.int(),
  feedback: z.array(QuizFeedbackSchema),
  regularQuizScore: z.number(),
  closingQuizScore: z.number(),
  totalQuizScore: z.number(),
  totalScore: z.number(),
});
export type SaveScoreResponse = z.infer<typeof SaveScoreResponseSchema>;

/** GET /api/quiz-score/session/:id: the caller's own results, the awards and the ranking. */
export const QuizSessionResponseSchema = z.object({
  results: z.array(TopicResultSchema),
  achievements: z.array(AchievementSchema),
  leaderboard: z.array(LeaderboardEntrySchema),
});
export type QuizSessionResponse = z.infer<typeof QuizSessionResponseSchema>;

/** POST /api/achievements/award: confirms an award the rules made. */
export const AwardResponseSchema = z.object({
  success: z.boolean(),
  achievement: AchievementSchema,
});
export type AwardResponse = z.infer<typeof AwardResponseSchema>;
