/** The HTTP routes of the API, one place for the server and the web client. */
export const API = {
  health: '/health',
  openapi: '/api/docs/openapi.json',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    profile: '/api/auth/profile',
    /** The caller's past and running sessions, for the profile. */
    history: '/api/auth/history',
    /** Signs the caller out on every device: every token issued so far is refused. */
    logoutAll: '/api/auth/logout-all',
    /** The sessions the caller guided, each with a link to its learning report. */
    guidedSessions: '/api/auth/guided-sessions',
    /** POST: a class badge's code signs its student in (no e-mail, no password). */
    badge: '/api/auth/badge',
    /** POST: a signed-in e-mail account links itself to the roster entry of a badge it holds. */
    linkBadge: '/api/auth/link-badge',
    /** POST: a new password with the one-time code a guide made for a rostered account. */
    resetPassword: '/api/auth/reset-password',
    /** PUT: a character card scanned by a signed-in player sets their role. */
    character: '/api/auth/character',
    /** GET: everything stored about the caller (JSON), for the profile. */
    myData: '/api/auth/my-data',
    /** GET: whether guides sign up freely or by invite, and whether the caller invites. */
    signupMode: '/api/auth/signup-mode',
    /** POST: the administrator makes a one-time invite for a new guide (`GUIDE_SIGNUP=invite`). */
    guideInvites: '/api/auth/guide-invites',
  },
  /** A guide's classes: roster, badges, progress across lessons (the class's guide only). */
  classes: {
    list: '/api/classes',
    one: '/api/classes/:id',
    /** POST: void every badge; the roster and the progress stay. */
    end: '/api/classes/:id/end',
    students: '/api/classes/:id/students',
    student: '/api/classes/:id/students/:studentId',
    studentData: '/api/classes/:id/students/:studentId/data',
    /** GET: the current badge again; POST: a new one (the previous stops working). */
    studentBadge: '/api/classes/:id/students/:studentId/badge',
    /** POST: a one-time code to reset the password of the student's linked e-mail account. */
    studentPasswordReset: '/api/classes/:id/students/:studentId/password-reset',
    /** GET: every badge, for the printed sheet; POST: new badges for the whole class. */
    badges: '/api/classes/:id/badges',
    progress: '/api/classes/:id/progress',
    progressCsv: '/api/classes/:id/progress.csv',
    progressXlsx: '/api/classes/:id/progress.xlsx',
  },
  characters: {
    list: '/api/characters',
    one: '/api/characters/:roleId',
  },
  glossary: '/api/glossary',
  /** GET: the server's addresses on its network, for the guide's printed card deck. */
  cardDeckAddresses: '/api/card-deck/addresses',
  /** One page of the public site's texts (`SITE_PAGES`), both languages: a page loads only its own. */
  siteContent: '/api/site-content/:page',
  /** GET: every material; POST: a guide adds one. */
  learningMaterials: '/api/learning-materials',
  /** PUT: a guide edits a material they added. */
  learningMaterial: '/api/learning-materials/:id',
  learningMaterialHide: '/api/learning-materials/:id/hide',
  learningMaterialRestore: '/api/learning-materials/:id/restore',
  /** GET: the materials the caller (a guide) added, hidden ones too. */
  myMaterials: '/api/my-materials',
  learningMaterialForRound: '/api/learning-materials/round/:round',
  myQuestions: '/api/my-questions',
  myQuestion: '/api/my-questions/:id',
  myQuestionHide: '/api/my-questions/:id/hide',
  myQuestionRestore: '/api/my-questions/:id/restore',
  myQuestionsExport: '/api/my-questions/export',
  myQuestionsImport: '/api/my-questions/import',
  /** GET: the guide's own narrative versions; PUT …/:moment writes one. */
  myNarratives: '/api/my-narratives',
  myNarrative: '/api/my-narratives/:moment',
  myNarrativeHide: '/api/my-narratives/:moment/hide',
  myNarrativeRestore: '/api/my-narratives/:moment/restore',
  /** GET: the guide's own glossary phrases; POST adds one, PUT …/:id edits one. */
  myGlossary: '/api/my-glossary',
  myGlossaryEntry: '/api/my-glossary/:id',
  myGlossaryHide: '/api/my-glossary/:id/hide',
  myGlossaryRestore: '/api/my-glossary/:id/restore',
  narratives: {
    all: '/api/game-narratives',
    byPhase: '/api/narratives',
  },
  quiz: {
    topics: '/api/quiz/topics',
    questions: '/api/questions',
    saveScore: '/api/quiz-score/save-score',
    leaderboard: '/api/quiz-score/leaderboard/:sessionId',
    session: '/api/quiz-score/session/:id',
  },
  achievements: { award: '/api/achievements/award' },
  sessions: {
    create: '/api/game-sessions',
    one: '/api/game-sessions/:id',
    byRoomCode: '/api/game-sessions/room/:roomCode',
    join: '/api/game-sessions/:id/join',
    phase: '/api/game-sessions/:id/phase',
    checkWin: '/api/game-sessions/:id/check-win-condition',
    endDiscussion: '/api/game-sessions/:id/end-discussion',
    nightActionsStatus: '/api/game-sessions/:id/night-actions-status',
    nightPhaseInfo: '/api/game-sessions/:id/night-phase-info',
    nightActions: '/api/game-sessions/:id/night-actions',
    playerAction: '/api/game-sessions/:id/player-action',
    specialActionPlayers: '/api/game-sessions/:id/special-action-players',
    leaderboard: '/api/game-sessions/:id/leaderboard',
    /** POST: the guide adds practice seats before the role-play. */
    practiceSeats: '/api/game-sessions/:id/practice-seats',
    /** POST: the guide removes practice seats (the listed ones, or all). */
    removePracticeSeats: '/api/game-sessions/:id/practice-seats/remove',
    /** The class's projector screen: the session's guide only. */
    screen: '/api/game-sessions/:id/screen',
    /** GET: the durations a new room gets unless its guide chooses others. */
    timingDefaults: '/api/game-sessions/timing-defaults',
    /** POST: the guide's room controls (the session's guide only). */
    pauseTimer: '/api/game-sessions/:id/timer/pause',
    resumeTimer: '/api/game-sessions/:id/timer/resume',
    addTime: '/api/game-sessions/:id/timer/add',
    endVote: '/api/game-sessions/:id/end-vote',
    removePlayer: '/api/game-sessions/:id/players/:playerId/remove',
    reseat: '/api/game-sessions/:id/reseat',
    /** POST: the guide deals the recommended mix of roles over the lobby's seats. */
    dealRoles: '/api/game-sessions/:id/deal-roles',
    /** GET: the session's learning report (its guide only), as JSON and as a CSV file. */
    report: '/api/game-sessions/:id/report',
    reportCsv: '/api/game-sessions/:id/report.csv',
  },
  gameflow: {
    phase: '/api/gameflow/game-sessions/:id/phase',
    specialActionInfo: '/api/gameflow/special-action/:sessionId',
    specialAction: '/api/gameflow/special-action',
    vote: '/api/gameflow/vote',
    killVote: '/api/gameflow/kill-vote',
    saveVote: '/api/gameflow/save-vote',
    investigateVote: '/api/gameflow/investigate-vote',
    processVotingElimination: '/api/gameflow/process-voting-elimination',
    processNightResults: '/api/gameflow/process-night-results',
    morningPhase: '/api/gameflow/morning-phase/:sessionId',
    eliminationResult: '/api/gameflow/elimination-result/:sessionId',
  },
} as const;

/** Fills the `:name` parameters of a route template: `pathTo(API.characters.one, { roleId })`. */
export function pathTo(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the calls of a running game live: its sessions, its moves, its quiz and its awards. */
const GAME_PATHS = ['/api/game-sessions', '/api/gameflow', '/api/quiz-score', '/api/achievements'];

/**
 * Whether a call may change a game: every POST, PUT, PATCH and DELETE of the game's paths. The web
 * app sends each with an `Idempotency-Key` and sends it again, with the same key, when no answer
 * came; the server makes such a move once and answers a repeat with the first answer.
 */
export function changesAGame(method: string, path: string): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase())) return false;
  return GAME_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
