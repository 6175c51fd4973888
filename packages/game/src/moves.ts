import type {
  AchievementType,
  EliminationCause,
  GameState,
  NightActionKind,
  Phase,
  PlayerActionState,
  UsedVideo,
  VictoryType,
  WinReason,
  Winner,
  WirePhase,
} from './state';
import type { QuizBank } from './quiz-bank';
import type { RoleId } from './roles';
import type { GameTimings } from './timings';

/** What a move needs from the outside world: the time, a random source, the quiz bank. */
export type RuleContext = {
  now: number;
  /** Uniform in [0, 1); seeded in tests. */
  random: () => number;
  timings: GameTimings;
  quiz: QuizBank;
};

/** The account a seat moves to (the server looks it up; the rules check it may sit). */
export type SeatAccount = { userId: string; username: string; roleId: RoleId };

/** Every move a client can ask for. `actorId` is the authenticated user, never a payload field. */
export type Move =
  | {
      type: 'join';
      actorId: string;
      username: string;
      roleId: RoleId;
      /** Earlier sessions in which this player took a quiz (from the server's records). */
      priorQuizSessions?: number;
    }
  | { type: 'advance'; actorId: string; to: Phase; round?: number }
  | { type: 'endGame'; actorId: string }
  | { type: 'submitQuizTopic'; actorId: string; topicId: string; answers: Record<string, string> }
  | { type: 'specialAction'; actorId: string; targetId: string }
  | { type: 'nightAction'; actorId: string; kind: NightActionKind; targetId: string }
  | { type: 'setActionState'; actorId: string; state: PlayerActionState }
  | { type: 'castDayVote'; actorId: string; targetId: string }
  | { type: 'recordVideo'; actorId: string; video: Pick<UsedVideo, 'videoId' | 'videoTitle'> }
  | { type: 'addPracticeSeats'; actorId: string; count: number }
  /** Without `playerIds`: every practice seat. */
  | { type: 'removePracticeSeats'; actorId: string; playerIds?: string[] }
  /** The guide's room controls: the running timer, the vote, the seats. */
  | { type: 'pauseTimer'; actorId: string }
  | { type: 'resumeTimer'; actorId: string }
  | { type: 'addTime'; actorId: string; ms: number }
  | { type: 'endVote'; actorId: string }
  | { type: 'removePlayer'; actorId: string; playerId: string }
  | { type: 'reseat'; actorId: string; fromUserId: string; to: SeatAccount }
  /** The guide deals the recommended mix of roles over the seats, in the lobby. */
  | { type: 'dealRoles'; actorId: string }
  | { type: 'deadline' };

export const RULE_ERROR_CODES = [
  'NOT_MODERATOR',
  'NOT_IN_SESSION',
  'WRONG_PHASE',
  'ILLEGAL_TRANSITION',
  'GAME_ALREADY_STARTED',
  'GUIDE_CANNOT_JOIN',
  'SESSION_FULL',
  'PLAYER_ELIMINATED',
  'NOT_YOUR_TURN',
  'ALREADY_ACTED',
  'ALREADY_VOTED',
  'INVALID_TARGET',
  'SELF_TARGET',
  'TARGET_ELIMINATED',
  'NOT_ELIGIBLE',
  'TOPIC_NOT_FOUND',
  'TOPIC_ALREADY_COMPLETED',
  'DEADLINE_NOT_REACHED',
  'GAME_OVER',
  'ALREADY_SEATED',
  'INVALID_DURATION',
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export type RuleError = { error: RuleErrorCode };

/** Something the server tells clients about, besides the new state. */
export type GameEvent =
  | { type: 'phaseChanged'; phase: Phase; wirePhase: WirePhase; round: number }
  | { type: 'discussionEnded' }
  | { type: 'playerEliminated'; userId: string; cause: EliminationCause }
  | { type: 'votingCompleted' }
  | { type: 'gameEnded'; winner: Winner; winReason: WinReason; victoryType: VictoryType }
  | { type: 'achievement'; userId: string; achievement: AchievementType; points: number };

export type MoveResult = { state: GameState; events: GameEvent[] } | RuleError;

export const isRuleError = (result: MoveResult | RuleError | unknown): result is RuleError =>
  typeof result === 'object' && result !== null && 'error' in result;
