import { leaderboardFor, type LeaderboardEntry } from './leaderboard';
import type { GameTimings } from './timings';
import { hasActedInStep, isEligibleForSpecialAction } from './night-steps';
import { eliminationResult, type EliminationReport } from './reports';
import { isVillain, type RoleId } from './roles';
import type {
  AccessibilityMode,
  Achievement,
  DayVote,
  EliminationResult,
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
import { keptFieldJson, unchangedJson } from './unchanged-json';
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
/** The guide's own results: none (the same object at every push, so its JSON is kept). */
const NO_QUIZ_RESULTS: Record<string, TopicResult[]> = Object.freeze({});
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
  const completed = completedTopics(state.quizResults[viewerId] ?? NO_RESULTS);
  // Made whole in one go (no spread): it is made for every seat at every push.
  if (!me) {
    return {
      userId: viewerId,
      isModerator: viewerId === state.moderatorId,
      isPlayer: false,
      isAlive: false,
      canSpecialAction: false,
      hasActedThisStep: false,
      reportedAction: 'wait',
      completedTopics: completed,
    };
  }
  return {
    userId: viewerId,
    isModerator: viewerId === state.moderatorId,
    isPlayer: true,
    isAlive: me.isAlive,
    canSpecialAction:
      state.phase === 'highest_scorer_action' &&
      me.isAlive &&
      !state.specialReveals.some((r) => r.playerId === viewerId) &&
      isEligibleForSpecialAction(state, viewerId),
    hasActedThisStep:
      state.phase === 'voting_active' ? me.hasVoted : hasActedInStep(state, viewerId),
    reportedAction: state.actionStates[viewerId] ?? 'wait',
    completedTopics: completed,
    roleId: me.roleId,
    isVillain: isVillain(me.roleId),
  };
}

/** The night actions a viewer may see: villains coordinate tonight's kill votes; others their own. */
function visibleNightActions(state: GameState, viewerId: string, viewerIsVillain: boolean) {
  return shareOf(
    state.nightActions,
    // Another player's share is their own actions, whatever the round.
    viewerIsVillain ? `${viewerId} ${state.round}` : viewerId,
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
/**
 * Every part of a view that depends on the viewer only through being the moderator or not: the
 * tail, each player's points, and (made when first asked for) the players' entries and the
 * tail's JSON.
 */
type Shared = { tail: Tail; points: number[]; entries?: Entry[]; tailJson?: FieldJson[] };

/**
 * The parts of a view that are the same for every viewer (or for every viewer but the moderator),
 * worked out once per state: a change is pushed to each seat of the room, so `viewFor` runs for
 * the same state once per seat. States are never changed in place, so a state's parts stay right.
 */
type SharedParts = { head: Head; players: Shared; moderator: Shared; headJson?: FieldJson[] };
const sharedPartsOf = new WeakMap<GameState, SharedParts>();

/** What a night's result tells the players, kept with the list (the same until the next night). */
const publicNightResultsOf = new WeakMap<readonly NightResult[], NightResultView[]>();
function publicNightResults(results: readonly NightResult[]): NightResultView[] {
  let known = publicNightResultsOf.get(results);
  if (!known) {
    known = results.map((r) => ({
      round: r.round,
      resultType: r.resultType,
      killedId: r.killedId,
      savedId: r.savedId,
    }));
    publicNightResultsOf.set(results, known);
  }
  return known;
}

/**
 * The latest elimination's report, kept with the elimination: the same object (so the same JSON)
 * from state to state while it says the same, although the players' list it names them from is
 * new at every vote.
 */
const reportOf = new WeakMap<EliminationResult, { players: Player[]; report: EliminationReport }>();
function keptEliminationResult(state: GameState): EliminationReport | null {
  const latest = state.eliminations.at(-1);
  if (!latest) return null;
  const known = reportOf.get(latest);
  if (known?.players === state.players) return known.report;
  const report = eliminationResult(state) as EliminationReport;
  const same = known && JSON.stringify(known.report) === JSON.stringify(report);
  const kept = same ? known.report : report;
  reportOf.set(latest, { players: state.players, report: kept });
  return kept;
}

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
        seat === state.moderatorId ? state.nightResults : publicNightResults(state.nightResults),
      eliminationResult: keptEliminationResult(state),
      achievements: state.achievements,
      ...(state.accessibility ? { accessibility: state.accessibility } : {}),
      ...(state.timings ? { timings: state.timings } : {}),
    },
    points: state.players.map((player) => pointsSeenBy(state, seat, player)),
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

/** A player as shown with `points`, without the role. */
function entryOf(player: Player, points: number): Entry {
  const { roleId: _roleId, joinedAt: _joinedAt, priorQuizSessions: _prior, ...rest } = player;
  return { ...rest, points };
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
      ? { quizProgress: quizProgress(state), quizResults: NO_QUIZ_RESULTS }
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
  const shared = sharedFor(state, parts, seat);
  const entries = (shared.entries ??= state.players.map((player, i) =>
    entryOf(player, shared.points[i] as number),
  ));
  const knows = roleKnowledge(state, seat);
  const players = state.players.map((player, i): PlayerView => {
    const entry = entries[i] as Entry;
    return knows(player) ? { ...entry, roleId: player.roleId } : entry;
  });
  const { tail } = shared;
  return { ...parts.head, players, ...tail, ...ownPart(state, viewer) } as GameView | ProjectorView;
}

/** A top-level field of a view and its value's JSON. */
export type FieldJson = readonly [key: string, json: string];

/**
 * A view as JSON in pieces: each top-level field's value (before the players, after them, then
 * the viewer's own) and each player's entry. A push compares them with the pieces the socket was
 * sent before and sends only what changed (`ViewPatch` in the contracts). All but `own` are the
 * same strings for the room's seats.
 */
export type ViewPieces = {
  before: readonly FieldJson[];
  players: readonly string[];
  after: readonly FieldJson[];
  own: readonly FieldJson[];
};

/**
 * Each field of `value` with its JSON, in order (as JSON.stringify writes them); an object's JSON
 * is kept with it (`keptFieldJson`): the state's lists and a seat's share of one stay the same
 * objects from state to state until a move changes them, so their JSON is the same string too,
 * made once (a push compares it with what the socket was sent by reference).
 */
function fieldsOf(
  value: object,
  json: (field: unknown, key: string) => string | undefined = keptFieldJson,
): FieldJson[] {
  const fields: FieldJson[] = [];
  for (const [key, field] of Object.entries(value)) {
    const text = json(field, key);
    if (text !== undefined) fields.push([key, text]);
  }
  return fields;
}

/**
 * A player's entry as JSON, without the role and with it, for the points shown (the public ones
 * or the guide's): kept with the player object, which a move replaces only when it changes the
 * player. The entry of a player nothing happened to is the same string in every state.
 */
type EntryJson = { points: number; plain?: string; withRole?: string };
const entryJsonOf = new WeakMap<Player, [EntryJson, EntryJson?]>();
function entryJson(player: Player, points: number, withRole: boolean): string {
  const known = entryJsonOf.get(player);
  let entry = known?.[0].points === points ? known[0] : known?.[1];
  if (entry?.points !== points) {
    entry = { points };
    entryJsonOf.set(player, known ? [entry, known[0]] : [entry]);
  }
  const plain = (entry.plain ??= JSON.stringify(entryOf(player, points)));
  if (!withRole) return plain;
  return (entry.withRole ??= `${plain.slice(0, -1)},"roleId":${JSON.stringify(player.roleId)}}`);
}

/** A player's own topic results as the `quizResults` field, kept with their list. */
const ownResultsJsonOf = new WeakMap<readonly TopicResult[], string>();
function ownResultsJson(userId: string, results: readonly TopicResult[] | undefined): string {
  if (!results) return `{${JSON.stringify(userId)}:[]}`;
  let json = ownResultsJsonOf.get(results);
  if (json === undefined) {
    json = `{${JSON.stringify(userId)}:${unchangedJson(results)}}`;
    ownResultsJsonOf.set(results, json);
  }
  return json;
}

/** The viewer's own fields: its information made anew, the other parts' JSON kept. */
function ownFields(state: GameState, viewer: Viewer): FieldJson[] {
  return fieldsOf(ownPart(state, viewer), (field, key) => {
    // The viewer's information is made for each view: its JSON is not kept.
    if (key === 'viewer') return JSON.stringify(field);
    // A player's results field holds their own list (the guide's is empty).
    if (key === 'quizResults' && typeof viewer === 'string' && viewer !== state.moderatorId)
      return ownResultsJson(viewer, state.quizResults[viewer]);
    return keptFieldJson(field);
  });
}

/** `viewFor(state, viewer)` as JSON pieces, made of parts serialised once and kept. */
export function viewPiecesFor(state: GameState, viewer: Viewer): ViewPieces {
  const seat = seatOf(viewer);
  const parts = partsOf(state);
  parts.headJson ??= fieldsOf(parts.head);
  const shared = sharedFor(state, parts, seat);
  shared.tailJson ??= fieldsOf(shared.tail);
  const knows = roleKnowledge(state, seat);
  const players = state.players.map((player, i) =>
    entryJson(player, shared.points[i] as number, knows(player)),
  );
  return {
    before: parts.headJson,
    players,
    after: shared.tailJson,
    own: ownFields(state, viewer),
  };
}

const fieldsJson = (fields: readonly FieldJson[]) =>
  fields.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');

/** The whole view's JSON from its pieces. */
export function assembleViewJson({ before, players, after, own }: ViewPieces): string {
  const rest = [...after, ...own];
  const tail = rest.length > 0 ? `,${fieldsJson(rest)}` : '';
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
