import type { QuizBank } from './quiz-bank';
import type { GameTimings } from './timings';
import type { AccessibilityMode, GameState } from './state';

export type CreateGameInput = {
  sessionId: string;
  roomCode: string;
  moderatorId: string;
  moderatorUsername: string;
  seed: number;
  now: number;
  /** The guide's own durations for this session (the server's defaults when left out). */
  timings?: GameTimings;
  /** The guide's accessibility mode for this session (off when left out). */
  accessibility?: AccessibilityMode;
  /** The session's own quiz bank and the guide's choice (the content's default when left out). */
  quizBank?: QuizBank;
  questionBank?: 'default' | 'own' | 'both';
};

/** A new session waiting for players: phase `initial`, round 0. */
export function createGame(input: CreateGameInput): GameState {
  return {
    sessionId: input.sessionId,
    roomCode: input.roomCode,
    moderatorId: input.moderatorId,
    moderatorUsername: input.moderatorUsername,
    seed: input.seed,
    createdAt: input.now,
    phase: 'initial',
    round: 0,
    deadline: null,
    phaseStartedAt: input.now,
    videoStage: null,
    quizStartedAt: null,
    quizTopicIds: [],
    moderatorFinishedNarrative: false,
    discussionEndedByModerator: false,
    players: [],
    quizResults: {},
    nightActions: [],
    actionStates: {},
    investigations: [],
    specialReveals: [],
    nightResults: [],
    dayVotes: [],
    eliminations: [],
    usedVideos: [],
    achievements: [],
    pendingWin: null,
    gameEnded: false,
    winner: null,
    winReason: null,
    victoryType: null,
    closingQuizStartedAt: null,
    closingQuizStartedBy: null,
    endedBy: null,
    endedAt: null,
    ...(input.timings ? { timings: input.timings } : {}),
    ...(input.accessibility ? { accessibility: input.accessibility } : {}),
    ...(input.quizBank ? { quizBank: input.quizBank } : {}),
    ...(input.questionBank ? { questionBank: input.questionBank } : {}),
  };
}
