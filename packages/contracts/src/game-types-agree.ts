/**
 * Compile-time only: the zod schemas of what the server sends describe exactly the types that
 * `packages/game` produces. `npm run typecheck` fails on the line of a pair that drifted apart
 * (a field added, removed, renamed, made optional or given another type on either side).
 */
import type {
  AccessibilityMode,
  Achievement,
  ActiveRole,
  DayVote,
  Disaster,
  EliminationReport,
  GameEvent,
  GameView,
  Investigation,
  LeaderboardEntry,
  MorningReport,
  NightAction,
  NightActionStatus,
  NightActionType,
  NightResultView,
  PlayerActionState,
  PlayerView,
  ProjectorView,
  SpecialActionEligibility,
  SpecialReveal,
  TopicResult,
  UsedVideo,
  ViewerInfo,
  ViewPatch,
  WinOutcome,
  WirePhase,
} from '@ecoscha/game';
import type { z } from 'zod';
import type { AccessibilityModeSchema } from './accessibility';
import type { Question } from './content';
import type * as answers from './game-responses';
import type * as screen from './projector';
import type * as views from './game-views';
import type * as socket from './socket-events';
import type { ViewPatchSchema } from './view-patch';

/** Flattens intersections at every depth, so that equal shapes also look equal to the compiler. */
type Deep<T> = T extends (infer U)[]
  ? Deep<U>[]
  : T extends object
    ? { [K in keyof T]: Deep<T[K]> }
    : T;

/**
 * True when both types are the same shape at every depth: the same fields, each as optional and
 * of the same type on both sides (mutual assignability alone would miss an optional field that
 * one side lacks).
 */
type Same<A, B> =
  (<T>() => T extends Deep<A> ? 1 : 2) extends <T>() => T extends Deep<B> ? 1 : 2 ? true : false;
type Agree<Schema extends z.ZodType, T> = Same<z.output<Schema>, T>;
type Expect<T extends true> = T;

type EventOf<T extends GameEvent['type']> = Omit<Extract<GameEvent, { type: T }>, 'type'>;

export type _SchemasMirrorTheGameTypes = [
  Expect<Agree<typeof views.GameViewSchema, GameView>>,
  Expect<Agree<typeof views.PlayerViewSchema, PlayerView>>,
  Expect<Agree<typeof views.ViewerInfoSchema, ViewerInfo>>,
  Expect<Agree<typeof views.GameStateViewSchema, GameView['gameState']>>,
  Expect<Agree<typeof views.WirePhaseSchema, WirePhase>>,
  Expect<Agree<typeof views.WinOutcomeSchema, WinOutcome>>,
  Expect<Agree<typeof views.UsedVideoSchema, UsedVideo>>,
  Expect<Agree<typeof views.NightActionSchema, NightAction>>,
  Expect<Agree<typeof views.InvestigationSchema, Investigation>>,
  Expect<Agree<typeof views.SpecialRevealSchema, SpecialReveal>>,
  Expect<Agree<typeof views.NightResultViewSchema, NightResultView>>,
  Expect<Agree<typeof views.DayVoteSchema, DayVote>>,
  Expect<Agree<typeof views.EliminationReportSchema, EliminationReport>>,
  Expect<Agree<typeof views.TopicResultSchema, TopicResult>>,
  Expect<Agree<typeof views.AchievementSchema, Achievement>>,
  Expect<Agree<typeof views.LeaderboardEntrySchema, LeaderboardEntry>>,
  Expect<Agree<typeof views.MorningReportSchema, MorningReport>>,
  Expect<Agree<typeof views.MorningReportSchema.shape.disaster, Disaster>>,
  Expect<Agree<typeof views.SpecialActionEligibilitySchema, SpecialActionEligibility>>,
  Expect<Agree<typeof views.NightActionStatusSchema, NightActionStatus>>,
  Expect<Agree<typeof views.ActiveRoleSchema, ActiveRole>>,
  Expect<Agree<typeof views.NightActionTypeSchema, NightActionType>>,
  Expect<Agree<typeof views.PlayerActionStateSchema, PlayerActionState>>,
  Expect<Agree<typeof screen.ProjectorViewSchema, ProjectorView>>,
  Expect<Agree<typeof AccessibilityModeSchema, AccessibilityMode>>,
];

type HiddenFromPlayers =
  'answer_id' | 'answer_en' | 'reasoning_id' | 'reasoning_en' | 'also_accepted';

export type _AnswersMirrorTheirSources = [
  Expect<Agree<typeof answers.PlayerQuestionSchema, Omit<Question, HiddenFromPlayers>>>,
  Expect<
    Agree<
      typeof answers.NightPhaseInfoResponseSchema,
      {
        players: PlayerView[];
        gameState: GameView['gameState'];
        nightPhaseInfo: Pick<NightActionStatus, 'activeRole' | 'actionType'>;
      }
    >
  >,
  Expect<
    Agree<
      typeof answers.PlayerActionResponseSchema,
      { allActions: NightActionStatus['actionStatus'] }
    >
  >,
];

export type _SocketPayloadsMirrorTheGameEvents = [
  Expect<Same<Extract<socket.SessionStatePayload, { view: unknown }>['view'], GameView>>,
  Expect<Same<z.infer<typeof ViewPatchSchema>, ViewPatch>>,
  Expect<
    Same<
      Omit<socket.PhaseChangedPayload, 'sessionId'>,
      Omit<EventOf<'phaseChanged'>, 'wirePhase' | 'phase'> & { phase: WirePhase }
    >
  >,
  Expect<Same<Omit<socket.GameEndedPayload, 'sessionId'>, EventOf<'gameEnded'>>>,
  Expect<
    Same<
      Omit<socket.SaveAchievementDataPayload, 'sessionId'>,
      { userId: string; achievement: EventOf<'achievement'>['achievement'] }
    >
  >,
];
