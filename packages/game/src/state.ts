import type { QuizBank } from './quiz-bank';
import type { GameTimings } from './timings';
import type { RoleId, RoleType } from './roles';

/**
 * Phase names of the specification (game.md section 4), plus `voting_active` and
 * `elimination_reveal`, which the specification uses as screens without naming a phase.
 */
export const PHASES = [
  'initial',
  'narrative_1',
  'quiz_active',
  'quiz_completed',
  'start_roleplay_narrative',
  'night_phase',
  'highest_scorer_action',
  'waste_villain_action',
  'green_guardian_action',
  'waste_manager_action',
  'night_phase_complete',
  'morning_phase_active',
  'video_learning_active',
  'discussion_active',
  'voting_active',
  'elimination_reveal',
  'voting_completed',
  'video_learning_completed',
  'game_ended',
  'roleplay_ending_narrative',
  'closing_quiz_intro',
  'closing_quiz_active',
  'closing_quiz_completed',
  'final_narrative',
  'game_completely_ended',
] as const;
export type Phase = (typeof PHASES)[number];

/** On the wire the night's narrative step is named `night_phase_{round}` as in the spec. */
export type WirePhase = Exclude<Phase, 'night_phase'> | `night_phase_${number}`;

export type Winner = 'good_guys' | 'villains';
/** `evil_elimination`: every villain is out; `good_elimination`: villains outnumber the rest. */
export type VictoryType = 'evil_elimination' | 'good_elimination';
export type WinReason = 'all_villains_eliminated' | 'villains_control_village';

export type EliminationCause = 'night_action' | 'voting';

export type Player = {
  userId: string;
  username: string;
  roleId: RoleId;
  isAlive: boolean;
  isEliminated: boolean;
  eliminatedBy: EliminationCause | null;
  eliminatedRound: number | null;
  /** Set during a day vote once this player has voted; cleared when the vote is resolved. */
  hasVoted: boolean;
  /** Starting points from the opening quiz, then moved by strategic day votes. */
  points: number;
  /** 0, or the day-vote elimination penalty (never below the floor). */
  gameScore: number;
  joinedAt: number;
  /** Earlier sessions in which the player took a quiz, when they joined (absent means 0). */
  priorQuizSessions?: number;
  /** A practice seat the guide added (played by the server); absent for real students. */
  isPractice?: true;
};

export type QuizKind = 'opening' | 'closing';

export type TopicResult = {
  topicId: string;
  kind: QuizKind;
  questionIds: string[];
  /** What the player answered, per question id (essays kept for the guide to read). */
  answers: Record<string, string>;
  correct: number;
  score: number;
  submittedAt: number;
};

export type NightActionKind = 'kill' | 'save' | 'investigate';

export type NightAction = {
  round: number;
  kind: NightActionKind;
  actorId: string;
  targetId: string;
  at: number;
};

export type Investigation = {
  round: number;
  managerId: string;
  targetId: string;
  isVillain: boolean;
};

export type SpecialReveal = {
  round: number;
  playerId: string;
  targetId: string;
  targetRoleId: RoleId;
};

/** Night step status that a player reports from their phone (spec: wait, true, done). */
export type PlayerActionState = 'wait' | 'true' | 'done';

export type NightResult = {
  round: number;
  resultType: 'killed' | 'saved' | 'peaceful';
  /** The villains' chosen target, when they chose one. */
  targetId: string | null;
  killedId: string | null;
  savedId: string | null;
  /** How the villains' choice was settled. */
  decidedBy: 'majority' | 'random_tie' | 'none';
  /** Kill votes per target id (living villains only). */
  tally: Record<string, number>;
  /** The targets that tied for most votes when `decidedBy` is `random_tie`, else empty. */
  tiedTargetIds: string[];
};

export type DayVote = { round: number; voterId: string; targetId: string; at: number };

export type EliminationResult = {
  round: number;
  type: 'elimination' | 'no_elimination';
  eliminatedId: string | null;
  /** Votes per target id. */
  tally: Record<string, number>;
  votes: DayVote[];
  reason: 'majority' | 'draw_random' | 'no_votes';
  /** The players who tied for most votes when `reason` is `draw_random`, else empty. */
  tiedIds: string[];
};

/** A news video shown in a round; `stage` says whether before the discussion or after the reveal. */
export type UsedVideo = { round: number; stage: VideoStage; videoId: string; videoTitle: string };

export type Achievement = {
  userId: string;
  type: AchievementType;
  points: number;
  awardedAt: number;
};

export const ACHIEVEMENT_TYPES = [
  'quiz_perfect',
  'quiz_excellent',
  'quiz_good',
  'quiz_completed',
  'first_quiz',
  'closing_quiz_complete',
  'knowledge_seeker',
  'best_eco_thinker',
  'most_strategic',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** Why the video is playing: before the discussion (odd rounds) or after the reveal. */
export type VideoStage = 'before_discussion' | 'after_reveal';

/** The factors by which a session's accessibility mode lengthens every time limit. */
export const TIME_SCALES = [1.5, 2] as const;
export type TimeScale = (typeof TIME_SCALES)[number];

/**
 * The guide's accessibility mode for a session (absent: off). Every time limit is `timeScale`
 * times as long; the screens also announce more and the projector turns to high contrast.
 */
export type AccessibilityMode = { timeScale: TimeScale };

/** The whole session, as plain data. The server stores it; `viewFor` filters it per viewer. */
export type GameState = {
  sessionId: string;
  roomCode: string;
  moderatorId: string;
  moderatorUsername: string;
  /** Decides each player's quiz questions; drawn once when the session is created. */
  seed: number;
  createdAt: number;

  phase: Phase;
  round: number;
  /** When the current phase ends by itself (epoch ms), or null. */
  deadline: number | null;
  phaseStartedAt: number;
  videoStage: VideoStage | null;
  /** When the opening quiz started (for completion times), and the topics it had. */
  quizStartedAt: number | null;
  quizTopicIds: string[];

  moderatorFinishedNarrative: boolean;
  discussionEndedByModerator: boolean;

  players: Player[];
  quizResults: Record<string, TopicResult[]>;
  nightActions: NightAction[];
  /** What players report from their phones during the current night step (reset every step). */
  actionStates: Record<string, PlayerActionState>;
  investigations: Investigation[];
  specialReveals: SpecialReveal[];
  nightResults: NightResult[];
  dayVotes: DayVote[];
  eliminations: EliminationResult[];
  usedVideos: UsedVideo[];
  achievements: Achievement[];

  /** A win found after the night or the vote, announced when the moderator moves on. */
  pendingWin: WinOutcome | null;
  gameEnded: boolean;
  winner: Winner | null;
  winReason: WinReason | null;
  victoryType: VictoryType | null;

  closingQuizStartedAt: number | null;
  closingQuizStartedBy: string | null;
  endedBy: string | null;
  endedAt: number | null;

  /** While the guide has paused the running timer: what was left of it (`deadline` is null). */
  pausedRemainingMs?: number;
  /** The durations the guide chose when opening the room; the server's defaults when absent. */
  timings?: GameTimings;
  /** The accessibility mode the guide chose when opening the room; absent when it is off. */
  accessibility?: AccessibilityMode;
  /**
   * The questions this session's quizzes draw from, fixed when the room opened (the guide chose
   * their own questions, or theirs with the default ones); the content's default bank when absent.
   */
  quizBank?: QuizBank;
  /** Which bank the guide chose for this room ('default' when absent). */
  questionBank?: 'default' | 'own' | 'both';
  /** Every room control the guide used (pause, more time, a removed or moved seat), in order. */
  controlLog?: ControlLogEntry[];
};

/** One use of a guide's room control, as the session's history keeps it. */
export type ControlLogEntry = { at: number; phase: Phase; round: number } & (
  | { control: 'pauseTimer'; remainingMs: number }
  | { control: 'resumeTimer'; remainingMs: number }
  | { control: 'addTime'; addedMs: number }
  | { control: 'endVote' }
  | { control: 'removePlayer'; playerId: string }
  | { control: 'reseat'; fromUserId: string; toUserId: string }
  | { control: 'addPracticeSeats'; playerIds: string[] }
  | { control: 'removePracticeSeats'; playerIds: string[] }
  | { control: 'dealRoles'; mix: Record<Exclude<RoleType, 'sustainability_guide'>, number> }
);

export type WinOutcome = { winner: Winner; winReason: WinReason; victoryType: VictoryType };
