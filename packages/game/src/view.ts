import { leaderboardFor, type LeaderboardEntry } from './leaderboard';
import type { GameTimings } from './timings';
import { hasActedInStep, isEligibleForSpecialAction } from './night-steps';
import { eliminationResult, type EliminationReport } from './reports';
import { isVillain, type RoleId } from './roles';
import type {
  AccessibilityMode,
  Achievement,
  DayVote,
  GameState,
  Investigation,
  NightAction,
  NightResult,
  Player,
  PlayerActionState,
  SpecialReveal,
  TopicResult,
  UsedVideo,
  VictoryType,
  VideoStage,
  WinOutcome,
  WinReason,
  Winner,
  WirePhase,
} from './state';
import { pointsSeenBy, roleKnowledge } from './visibility';
import { unchangedJson } from './unchanged-json';
import { wirePhase } from './wire-phase';

/** A player as a viewer sees them; `roleId` only when the viewer may know it. */
export type PlayerView = Omit<Player, 'roleId' | 'joinedAt' | 'priorQuizSessions'> & {
  roleId?: RoleId;
};

export type ViewerInfo = {
  userId: string;
  isModerator: boolean;
  isPlayer: boolean;
  isAlive: boolean;
  roleId?: RoleId;
  isVillain?: boolean;
  /** In night 1's highest-scorer step, eligible and not yet used. */
  canSpecialAction: boolean;
  /** Has taken the current night step's action, or voted in the current vote. */
  hasActedThisStep: boolean;
  /**
   * What the player's own phone reported of its night step (`setActionState`), so the night
   * screen needs no call of its own at each step; 'wait' when nothing was reported.
   */
  reportedAction: PlayerActionState;
  completedTopics: { opening: string[]; closing: string[] };
};

/** What a night's result tells the village; the moderator also sees how it was decided. */
export type NightResultView = Pick<NightResult, 'round' | 'resultType' | 'killedId' | 'savedId'> &
  Partial<Pick<NightResult, 'targetId' | 'decidedBy' | 'tally' | 'tiedTargetIds'>>;

/** Everything one client may know of a session (the spec's session entity, filtered). */
export type GameView = {
  _id: string;
  sessionId: string;
  roomCode: string;
  moderatorId: string;
  moderatorUsername: string;
  currentPhase: WirePhase;
  currentRound: number;
  gameState: {
    phase: WirePhase;
    round: number;
    deadline: number | null;
    phaseStartedAt: number;
    videoStage: VideoStage | null;
    moderatorFinishedNarrative: boolean;
    discussionEndedByModerator: boolean;
    gameEnded: boolean;
    winner: Winner | null;
    winReason: WinReason | null;
    victoryType: VictoryType | null;
    pendingWin: WinOutcome | null;
    /** While the guide has paused the timer: what is left of it (`deadline` is then null). */
    pausedRemainingMs?: number;
  };
  players: PlayerView[];
  usedVideos: UsedVideo[];
  closingQuizStartedAt: number | null;
  closingQuizStartedBy: string | null;
  endedBy: string | null;
  endedAt: number | null;
  viewer: ViewerInfo;
  nightActions: NightAction[];
  investigations: Investigation[];
  specialReveals: SpecialReveal[];
  nightResults: NightResultView[];
  dayVotes: DayVote[];
  eliminationResult: EliminationReport | null;
  /** The viewer's own topics handed in, with answers and scores (none for the guide). */
  quizResults: Record<string, TopicResult[]>;
  /**
   * The guide's only: how many topics each player has handed in. Not the answers: the guide reads
   * those in the learning report, and a class answering would send them all on every push.
   */
  quizProgress?: QuizProgress;
  achievements: Achievement[];
  /** The session's accessibility mode, when the guide turned it on (every screen adapts). */
  accessibility?: AccessibilityMode;
  /**
   * The session's own durations, as the server fixed them when the room opened (the guide's
   * choices over the server's defaults); absent for a room opened before sessions kept them.
   */
  timings?: GameTimings;
};

/** How many topics each player has handed in, per quiz. */
export type QuizProgress = Record<string, { opening: number; closing: number }>;

/** The class's shared screen: a viewer with no seat, who sees only what the whole class may know. */
export const PROJECTOR = Object.freeze({ kind: 'projector' as const });
export type ProjectorViewer = typeof PROJECTOR;
/** A seat (a user id: the guide, a player, anyone else) or the projector. */
export type Viewer = string | ProjectorViewer;

/** What the projector shows the class: no seat's secrets, every public result. */
export type ProjectorView = Omit<
  GameView,
  'viewer' | 'nightActions' | 'investigations' | 'specialReveals' | 'dayVotes' | 'quizResults'
> & {
  viewer: { isProjector: true };
  /** Every player ranked as anyone in the class may see it (roles only when public). */
  leaderboard: LeaderboardEntry[];
  /** How many topics each player has handed in, per quiz: progress, never answers. */
  quizProgress: QuizProgress;
};

const NO_RESULTS: readonly TopicResult[] = Object.freeze([]);
/**
 * The topics each list of results completes, kept by the list: a player's list stays the same
 * object until they hand in another topic, and every push works out every seat's view.
 */
const completedOf = new WeakMap<readonly TopicResult[], ViewerInfo['completedTopics']>();
function completedTopics(results: readonly TopicResult[]): ViewerInfo['completedTopics'] {
  let completed = completedOf.get(results);
  if (!completed) {
    completed = { opening: [], closing: [] };
    for (const result of results) completed[result.kind].push(result.topicId);
    completedOf.set(results, completed);
  }
  return completed;
}

function viewerInfo(state: GameState, viewerId: string): ViewerInfo {
  const me = state.players.find((p) => p.userId === viewerId);
  const info: ViewerInfo = {
    userId: viewerId,
    isModerator: viewerId === state.moderatorId,
    isPlayer: me !== undefined,
    isAlive: me?.isAlive ?? false,
    canSpecialAction: false,
    hasActedThisStep: false,
    reportedAction: 'wait',
    completedTopics: completedTopics(state.quizResults[viewerId] ?? NO_RESULTS),
  };
  if (!me) return info;
  const used = state.specialReveals.some((r) => r.playerId === viewerId);
  return {
    ...info,
    roleId: me.roleId,
    isVillain: isVillain(me.roleId),
    canSpecialAction:
      state.phase === 'highest_scorer_action' &&
      me.isAlive &&
      !used &&
      isEligibleForSpecialAction(state, viewerId),
    hasActedThisStep:
      state.phase === 'voting_active' ? me.hasVoted : hasActedInStep(state, viewerId),
    reportedAction: state.actionStates[viewerId] ?? 'wait',
  };
}

/** The night actions a viewer may see: villains coordinate tonight's kill votes; others their own. */
function visibleNightActions(state: GameState, viewerId: string, viewerIsVillain: boolean) {
  return shareOf(
    state.nightActions,
    `${viewerId} ${viewerIsVillain} ${state.round}`,
    (a) =>
      a.actorId === viewerId || (viewerIsVillain && a.kind === 'kill' && a.round === state.round),
  );
}

/**
 * A viewer's share of one of the state's lists, kept with the list under `key` (what the share
 * depends on besides the list). A move never changes a list in place, it makes a new one: while
 * a list is the same object, each seat's share of it is the same object too, and its JSON is made
 * once (`unchangedJson`), not at every push to every seat.
 */
const sharesOf = new WeakMap<readonly unknown[], Map<string, unknown[]>>();
function shareOf<T>(list: T[], key: string, pick: (item: T) => boolean): T[] {
  let shares = sharesOf.get(list);
  if (!shares) sharesOf.set(list, (shares = new Map()));
  let share = shares.get(key) as T[] | undefined;
  if (!share) shares.set(key, (share = list.filter(pick)));
  return share;
}

/** What a viewer is shown before the players: the same for everyone. */
type Head = Pick<
  GameView,
  | '_id'
  | 'sessionId'
  | 'roomCode'
  | 'moderatorId'
  | 'moderatorUsername'
  | 'currentPhase'
  | 'currentRound'
  | 'gameState'
>;
/** What a viewer is shown after the players: the moderator's or every other viewer's. */
type Tail = Pick<
  GameView,
  | 'usedVideos'
  | 'closingQuizStartedAt'
  | 'closingQuizStartedBy'
  | 'endedBy'
  | 'endedAt'
  | 'nightResults'
  | 'eliminationResult'
  | 'achievements'
  | 'accessibility'
  | 'timings'
>;
/** A player without the role, with the points the viewer may see. */
type Entry = Omit<PlayerView, 'roleId'>;
/** Every part of a view that depends on the viewer only through being the moderator or not. */
type Shared = { tail: Tail; entries: Entry[]; json?: SharedJson };

/**
 * The parts of a view that are the same for every viewer (or for every viewer but the moderator),
 * worked out once per state: a change is pushed to each seat of the room, so `viewFor` runs for
 * the same state once per seat. States are never changed in place, so a state's parts stay right.
 */
type SharedParts = { head: Head; players: Shared; moderator: Shared; headJson?: FieldJson[] };
const sharedPartsOf = new WeakMap<GameState, SharedParts>();

function partsOf(state: GameState): SharedParts {
  const known = sharedPartsOf.get(state);
  if (known) return known;
  const phase = wirePhase(state);
  const shared = (seat: string | null): Shared => ({
    tail: {
      usedVideos: state.usedVideos,
      closingQuizStartedAt: state.closingQuizStartedAt,
      closingQuizStartedBy: state.closingQuizStartedBy,
      endedBy: state.endedBy,
      endedAt: state.endedAt,
      nightResults:
        seat === state.moderatorId
          ? state.nightResults
          : state.nightResults.map((r) => ({
              round: r.round,
              resultType: r.resultType,
              killedId: r.killedId,
              savedId: r.savedId,
            })),
      eliminationResult: eliminationResult(state) ?? null,
      achievements: state.achievements,
      ...(state.accessibility ? { accessibility: state.accessibility } : {}),
      ...(state.timings ? { timings: state.timings } : {}),
    },
    entries: state.players.map((player) => {
      const { roleId: _roleId, joinedAt: _joinedAt, priorQuizSessions: _prior, ...rest } = player;
      return { ...rest, points: pointsSeenBy(state, seat, player) };
    }),
  });
  const parts: SharedParts = {
    head: {
      _id: state.sessionId,
      sessionId: state.sessionId,
      roomCode: state.roomCode,
      moderatorId: state.moderatorId,
      moderatorUsername: state.moderatorUsername,
      currentPhase: phase,
      currentRound: state.round,
      gameState: {
        phase,
        round: state.round,
        deadline: state.deadline,
        phaseStartedAt: state.phaseStartedAt,
        videoStage: state.videoStage,
        moderatorFinishedNarrative: state.moderatorFinishedNarrative,
        discussionEndedByModerator: state.discussionEndedByModerator,
        gameEnded: state.gameEnded,
        winner: state.winner,
        winReason: state.winReason,
        victoryType: state.victoryType,
        pendingWin: state.pendingWin,
        ...(state.pausedRemainingMs === undefined
          ? {}
          : { pausedRemainingMs: state.pausedRemainingMs }),
      },
    },
    // No seat: a player's share of points is the public one (`pointsSeenBy` of any non-moderator).
    players: shared(null),
    moderator: shared(state.moderatorId),
  };
  sharedPartsOf.set(state, parts);
  return parts;
}

/** The moderator's shared parts, or every other viewer's. */
const sharedFor = <T>(
  state: GameState,
  parts: { players: T; moderator: T },
  seat: string | null,
) => (seat === state.moderatorId ? parts.moderator : parts.players);

/** Each quiz progress, kept with the results it counts (and the players it counts them for). */
const progressOf = new WeakMap<object, { players: Player[]; progress: QuizProgress }>();
function quizProgress(state: GameState): QuizProgress {
  const known = progressOf.get(state.quizResults);
  if (known?.players === state.players) return known.progress;
  const progress = Object.fromEntries(
    state.players.map((p) => {
      const results = state.quizResults[p.userId] ?? [];
      const count = (kind: TopicResult['kind']) => results.filter((r) => r.kind === kind).length;
      return [p.userId, { opening: count('opening'), closing: count('closing') }];
    }),
  );
  progressOf.set(state.quizResults, { players: state.players, progress });
  return progress;
}

/** What a view shows of the viewer alone, after the shared parts. */
function ownPart(state: GameState, viewer: Viewer) {
  if (typeof viewer !== 'string') {
    return {
      viewer: { isProjector: true as const },
      leaderboard: leaderboardFor(state, null),
      quizProgress: quizProgress(state),
    };
  }
  const moderator = viewer === state.moderatorId;
  const info = viewerInfo(state, viewer);
  const mine = <T>(items: T[], owner: (item: T) => string) =>
    moderator ? items : shareOf(items, viewer, (item) => owner(item) === viewer);
  return {
    viewer: info,
    nightActions: moderator
      ? state.nightActions
      : visibleNightActions(state, viewer, info.isVillain === true),
    investigations: mine(state.investigations, (i) => i.managerId),
    specialReveals: mine(state.specialReveals, (r) => r.playerId),
    dayVotes: mine(state.dayVotes, (v) => v.voterId),
    // Last: ownFields serialises each player's list once.
    ...(moderator
      ? { quizProgress: quizProgress(state), quizResults: {} }
      : { quizResults: { [viewer]: state.quizResults[viewer] ?? [] } }),
  };
}

const seatOf = (viewer: Viewer) => (typeof viewer === 'string' ? viewer : null);

/**
 * What a viewer may know of the session: the moderator everything, a player their share, the
 * projector (`PROJECTOR`, a viewer with no seat) only what is public to the whole class.
 */
export function viewFor(state: GameState, viewer: ProjectorViewer): ProjectorView;
export function viewFor(state: GameState, viewer: string): GameView;
export function viewFor(state: GameState, viewer: Viewer): GameView | ProjectorView;
export function viewFor(state: GameState, viewer: Viewer): GameView | ProjectorView {
  const seat = seatOf(viewer);
  const parts = partsOf(state);
  const { tail, entries } = sharedFor(state, parts, seat);
  const knows = roleKnowledge(state, seat);
  const players = state.players.map((player, i): PlayerView => {
    const entry = entries[i] as Entry;
    return knows(player) ? { ...entry, roleId: player.roleId } : entry;
  });
  return { ...parts.head, players, ...tail, ...ownPart(state, viewer) } as GameView | ProjectorView;
}

/** A top-level field of a view and its value's JSON. */
export type FieldJson = readonly [key: string, json: string];

/**
 * A view as JSON in pieces: each top-level field's value (before the players and after them) and
 * each player's entry. A push compares them with the pieces the socket was sent before and sends
 * only what changed (`ViewPatch` in the contracts).
 */
export type ViewPieces = {
  before: readonly FieldJson[];
  players: readonly string[];
  after: readonly FieldJson[];
};

/**
 * The JSON of shared parts, each made when a view first needs it (a change seen by a few seats
 * needs few of them) and kept with the state: the tail's fields, and each player's entry without
 * and with the role.
 */
type SharedJson = { tail: FieldJson[]; entries: string[]; withRole: string[] };

/** Each field of `value` with its JSON, in order (as JSON.stringify writes them). */
const fieldsOf = (value: object): FieldJson[] =>
  Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => [key, JSON.stringify(field)] as const);

/** Each topic result list's JSON: a player's list is the same object until they hand one in. */
function quizResultsJson(results: Record<string, TopicResult[]>): string {
  const pieces = Object.entries(results).map(
    ([userId, list]) => `${JSON.stringify(userId)}:${unchangedJson(list)}`,
  );
  return `{${pieces.join(',')}}`;
}

/** The viewer's own fields: its information made anew, the other parts' JSON kept. */
function ownFields(state: GameState, viewer: Viewer): FieldJson[] {
  const own = ownPart(state, viewer);
  if (!('quizResults' in own)) return fieldsOf(own);
  const { quizResults, ...rest } = own;
  const fields = Object.entries(rest)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]): FieldJson => {
      // The viewer's own information is made anew for each view; the other parts are kept
      // (the state's lists or a seat's share of one, the guide's quiz progress).
      const json = key === 'viewer' ? JSON.stringify(field) : unchangedJson(field as object);
      return [key, json];
    });
  return [...fields, ['quizResults', quizResultsJson(quizResults)]];
}

/** `viewFor(state, viewer)` as JSON pieces, made of parts serialised once per state. */
export function viewPiecesFor(state: GameState, viewer: Viewer): ViewPieces {
  const seat = seatOf(viewer);
  const parts = partsOf(state);
  parts.headJson ??= fieldsOf(parts.head);
  const shared = sharedFor(state, parts, seat);
  const json = (shared.json ??= { tail: fieldsOf(shared.tail), entries: [], withRole: [] });
  const knows = roleKnowledge(state, seat);
  const players = state.players.map((player, i) => {
    const entry = shared.entries[i] as Entry;
    if (!knows(player)) return (json.entries[i] ??= JSON.stringify(entry));
    return (json.withRole[i] ??= JSON.stringify({ ...entry, roleId: player.roleId }));
  });
  return { before: parts.headJson, players, after: [...json.tail, ...ownFields(state, viewer)] };
}

const fieldsJson = (fields: readonly FieldJson[]) =>
  fields.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');

/** The whole view's JSON from its pieces. */
export function assembleViewJson({ before, players, after }: ViewPieces): string {
  const tail = after.length > 0 ? `,${fieldsJson(after)}` : '';
  return `{${fieldsJson(before)},"players":[${players.join(',')}]${tail}}`;
}

/**
 * `JSON.stringify(viewFor(state, viewer))`, made of pieces serialised once per state: a change is
 * pushed to every seat of the room, and what the seats share is serialised once, not per seat.
 */
export function viewJsonFor(state: GameState, viewer: Viewer): string {
  return assembleViewJson(viewPiecesFor(state, viewer));
}

/**
 * The seats whose view may differ between two states of a session, or `everyone`: pushing a
 * change needs no view worked out for the others. A quiz topic handed in changes only the quiz
 * results, which a player's view shows of their own seat alone: it is seen by whoever handed it
 * in, the guide and the projector (its quiz progress). Anything else may concern anyone.
 */
export function seatsThatMaySee(before: GameState, after: GameState): 'everyone' | Set<Viewer> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as Array<keyof GameState>);
  for (const key of keys) {
    if (key !== 'quizResults' && before[key] !== after[key]) return 'everyone';
  }
  const seats = new Set<Viewer>([after.moderatorId, PROJECTOR]);
  for (const userId of new Set([
    ...Object.keys(before.quizResults),
    ...Object.keys(after.quizResults),
  ])) {
    if (before.quizResults[userId] !== after.quizResults[userId]) seats.add(userId);
  }
  return seats;
}
