import { z } from 'zod';
import { ACHIEVEMENT_TYPES, PHASES } from '@ecoscha/game';
import { AccessibilityModeSchema } from './accessibility';
import { RoleIdSchema } from './auth';

/*
 * What the server tells a client about a session, as zod schemas. They mirror the types of
 * `packages/game` (`GameView`, `LeaderboardEntry`, `MorningReport`, ...) field for field:
 * `game-types-agree.ts` fails the typecheck when the two drift apart. The server serialises every
 * answer through them, so a field that is not listed here never leaves the server.
 *
 * Numbers are plain `z.number()` unless they are counts or rounds: these schemas run on every
 * answer, and a score or a clock is never checked for being whole.
 */

const userId = z.string();

/** A phase as clients see it: every phase name, the night's narrative as `night_phase_{round}`. */
export const WirePhaseSchema = z.union([
  z.enum(PHASES).exclude(['night_phase']),
  z.templateLiteral(['night_phase_', z.int()]),
]);

export const WinnerSchema = z.enum(['good_guys', 'villains']);
export const WinReasonSchema = z.enum(['all_villains_eliminated', 'villains_control_village']);
export const VictoryTypeSchema = z.enum(['evil_elimination', 'good_elimination']);
export const WinOutcomeSchema = z.object({
  winner: WinnerSchema,
  winReason: WinReasonSchema,
  victoryType: VictoryTypeSchema,
});

export const EliminationCauseSchema = z.enum(['night_action', 'voting']);
export const VideoStageSchema = z.enum(['before_discussion', 'after_reveal']);
export const NightActionKindSchema = z.enum(['kill', 'save', 'investigate']);
export const PlayerActionStateSchema = z.enum(['wait', 'true', 'done']);
export const AchievementTypeSchema = z.enum(ACHIEVEMENT_TYPES);
export const QuizKindSchema = z.enum(['opening', 'closing']);
const round = z.int().min(0);

/** A player as a viewer sees them: `roleId` only when the viewer may know it. */
export const PlayerViewSchema = z.object({
  userId,
  username: z.string(),
  roleId: RoleIdSchema.optional(),
  isAlive: z.boolean(),
  isEliminated: z.boolean(),
  eliminatedBy: EliminationCauseSchema.nullable(),
  eliminatedRound: round.nullable(),
  hasVoted: z.boolean(),
  points: z.number(),
  gameScore: z.number(),
  /** A practice seat the guide added; absent for real students. */
  isPractice: z.literal(true).optional(),
});

/** The session's clock and outcome (`GameView['gameState']`). */
export const GameStateViewSchema = z.object({
  phase: WirePhaseSchema,
  round,
  deadline: z.number().nullable(),
  phaseStartedAt: z.number(),
  videoStage: VideoStageSchema.nullable(),
  moderatorFinishedNarrative: z.boolean(),
  discussionEndedByModerator: z.boolean(),
  gameEnded: z.boolean(),
  winner: WinnerSchema.nullable(),
  winReason: WinReasonSchema.nullable(),
  victoryType: VictoryTypeSchema.nullable(),
  pendingWin: WinOutcomeSchema.nullable(),
  /** While the guide has paused the timer: what is left of it (`deadline` is then null). */
  pausedRemainingMs: z.number().optional(),
});

export const ViewerInfoSchema = z.object({
  userId,
  isModerator: z.boolean(),
  isPlayer: z.boolean(),
  isAlive: z.boolean(),
  roleId: RoleIdSchema.optional(),
  isVillain: z.boolean().optional(),
  canSpecialAction: z.boolean(),
  hasActedThisStep: z.boolean(),
  reportedAction: PlayerActionStateSchema,
  completedTopics: z.object({ opening: z.array(z.string()), closing: z.array(z.string()) }),
});

export const UsedVideoSchema = z.object({
  round,
  stage: VideoStageSchema,
  videoId: z.string(),
  videoTitle: z.string(),
});

export const NightActionSchema = z.object({
  round,
  kind: NightActionKindSchema,
  actorId: userId,
  targetId: userId,
  at: z.number(),
});

export const InvestigationSchema = z.object({
  round,
  managerId: userId,
  targetId: userId,
  isVillain: z.boolean(),
});

export const SpecialRevealSchema = z.object({
  round,
  playerId: userId,
  targetId: userId,
  targetRoleId: RoleIdSchema,
});

const votesPerTarget = z.record(z.string(), z.int());

/** A night's result; how it was decided (target, tally, tie) only for the moderator. */
export const NightResultViewSchema = z.object({
  round,
  resultType: z.enum(['killed', 'saved', 'peaceful']),
  killedId: userId.nullable(),
  savedId: userId.nullable(),
  targetId: userId.nullable().optional(),
  decidedBy: z.enum(['majority', 'random_tie', 'none']).optional(),
  tally: votesPerTarget.optional(),
  tiedTargetIds: z.array(userId).optional(),
});

export const DayVoteSchema = z.object({ round, voterId: userId, targetId: userId, at: z.number() });

/** The latest day vote's result, public: who is out (with their role) and every vote. */
export const EliminationReportSchema = z.object({
  round,
  type: z.enum(['elimination', 'no_elimination']),
  reason: z.enum(['majority', 'draw_random', 'no_votes']),
  eliminatedPlayer: userId.nullable(),
  eliminatedPlayerData: z.object({ userId, roleId: RoleIdSchema, username: z.string() }).nullable(),
  allVotes: z.array(
    z.object({
      voterId: userId,
      voterUsername: z.string(),
      targetId: userId,
      targetUsername: z.string(),
    }),
  ),
  tally: votesPerTarget,
  tiedIds: z.array(userId),
});

/** One handed-in quiz topic: the player's own answers (no answer key) and its score. */
/** Topics each player has handed in, per quiz (progress, not answers). */
export const QuizProgressSchema = z.record(
  z.string(),
  z.object({ opening: z.int().min(0), closing: z.int().min(0) }),
);

export const TopicResultSchema = z.object({
  topicId: z.string(),
  kind: QuizKindSchema,
  questionIds: z.array(z.string()),
  answers: z.record(z.string(), z.string()),
  correct: z.int(),
  score: z.number(),
  submittedAt: z.number(),
});

export const AchievementSchema = z.object({
  userId,
  type: AchievementTypeSchema,
  points: z.number(),
  awardedAt: z.number(),
});

/** Everything one client may know of a session (`GameView` of `packages/game`). */
export const GameViewSchema = z.object({
  _id: z.string(),
  sessionId: z.string(),
  roomCode: z.string(),
  moderatorId: userId,
  moderatorUsername: z.string(),
  currentPhase: WirePhaseSchema,
  currentRound: round,
  gameState: GameStateViewSchema,
  players: z.array(PlayerViewSchema),
  usedVideos: z.array(UsedVideoSchema),
  closingQuizStartedAt: z.number().nullable(),
  closingQuizStartedBy: userId.nullable(),
  endedBy: userId.nullable(),
  endedAt: z.number().nullable(),
  viewer: ViewerInfoSchema,
  nightActions: z.array(NightActionSchema),
  investigations: z.array(InvestigationSchema),
  specialReveals: z.array(SpecialRevealSchema),
  nightResults: z.array(NightResultViewSchema),
  dayVotes: z.array(DayVoteSchema),
  eliminationResult: EliminationReportSchema.nullable(),
  /** The viewer's own topics handed in (none for the guide). */
  quizResults: z.record(userId, z.array(TopicResultSchema)),
  /** The guide's only: topics each player has handed in (the answers are in the report). */
  quizProgress: QuizProgressSchema.optional(),
  achievements: z.array(AchievementSchema),
  /** The session's accessibility mode, when the guide turned it on. */
  accessibility: AccessibilityModeSchema.optional(),
  /** The session's own durations in milliseconds (absent for an older room: the defaults). */
  timings: z
    .object({
      quizMs: z.number(),
      discussionMs: z.number(),
      votingMs: z.number(),
      closingQuizMs: z.number(),
    })
    .optional(),
});

/** One line of a ranking; `roleId` only when the viewer may know it. */
export const LeaderboardEntrySchema = z.object({
  userId,
  username: z.string(),
  roleId: RoleIdSchema.optional(),
  regularQuizScore: z.number(),
  closingQuizScore: z.number(),
  totalQuizScore: z.number(),
  gameScore: z.number(),
  totalScore: z.number(),
  /** The same as totalScore. */
  score: z.number(),
  points: z.number(),
  /** Seconds from the opening quiz's start to the player's last opening topic. */
  completionTime: z.number().nullable(),
  hasCompletedQuiz: z.boolean(),
  isAlive: z.boolean(),
  /** The place among the students (equal totalScore share one: 1, 2, 2, 4); null for practice. */
  rank: z.int().min(1).nullable(),
  /** A practice seat the guide added; absent for real students. */
  isPractice: z.literal(true).optional(),
});

const playerRef = { userId, username: z.string() };

/** The morning announcement, as the caller may know it (`MorningReport`). */
export const MorningReportSchema = z.object({
  morningEvents: z.object({
    death: z.object({ victims: z.array(z.string()) }),
    saved: z.object({ player: z.string().nullable() }),
    villainFound: z.boolean(),
  }),
  currentDay: round,
  nightResultDetails: z.object({
    resultType: z.enum(['killed', 'saved', 'peaceful']),
    playersKilled: z.array(z.object({ ...playerRef, roleId: RoleIdSchema })),
    savedPlayer: z.object(playerRef).nullable(),
    investigationResults: z.array(InvestigationSchema),
    round,
  }),
  winCondition: WinOutcomeSchema.nullable(),
  disaster: z.enum(['pollution', 'fire', 'flood', 'landslide']),
});

/** Who may use the highest scorer's special action tonight. */
export const SpecialActionEligibilitySchema = z.object({
  eligiblePlayers: z.array(z.object(playerRef)),
  round,
  highestScore: z.number(),
});

export const ActiveRoleSchema = z.enum([
  'highest_scorer',
  'waste_villain',
  'green_guardian',
  'waste_manager',
]);
export const NightActionTypeSchema = z.enum(['reveal_role', 'kill', 'save', 'investigate']);

/** Night status per living player id (a player sees only their own), and the step's actors. */
export const NightActionStatusSchema = z.object({
  actionStatus: z.record(userId, PlayerActionStateSchema),
  allCompleted: z.boolean(),
  activeRole: ActiveRoleSchema.nullable(),
  actionType: NightActionTypeSchema.nullable(),
});
