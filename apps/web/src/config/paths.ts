/**
 * Every route of the app, with the function that builds a link to it (query parameters included).
 * Undefined query values are left out, so `getHref({})` is the bare path.
 */
type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue>;

export function withQuery(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A route whose link takes the query `Q`; required when `Q` has a required field. */
function route<Q extends Query = Record<never, never>>(path: string) {
  return {
    path,
    getHref: (...[query]: Partial<Q> extends Q ? [query?: Q] : [query: Q]) =>
      withQuery(path, query),
  };
}

type Session = { sessionId?: string };
type Round = Session & { round?: number };
export type LeaderboardType =
  | 'default'
  | 'after-quiz'
  | 'after-game'
  | 'eliminated'
  | 'victory'
  | 'waiting-moderator'
  | 'after-closing-quiz'
  | 'final'
  | 'ended';
type Result = { winner?: string; victoryType?: string };

export const paths = {
  // Public
  home: route('/'),
  about: route('/about'),
  guide: route('/guide'),
  credits: route('/credits'),
  learningMaterial: route('/learning-material'),
  unauthorized: route('/unauthorized'),
  signup: route<{ character?: string }>('/signup'),
  login: route<{ character?: string }>('/login'),
  /** A class badge's QR code opens `/badge#CODE`: signed in with no typing, on to the class's room. */
  badge: route('/badge'),
  /** A new password with the one-time code the guide made. */
  resetPassword: route('/reset-password'),

  // Login required: accounts and room entry
  landing: route<{ character: string }>('/landing'),
  profile: route('/profile'),
  editProfile: route('/edit-profile'),
  roleExplanationRoom: route<{
    character?: string;
    sessionId?: string;
    code?: string;
    /** The guide's class a new room is for (chosen in advance from the class's page). */
    classId?: string;
  }>('/role-explanation-room'),
  /** Opened by the projector's QR code: on to the role room with the room code filled in. */
  join: route<{ code?: string }>('/join'),

  // Login required: the game
  leaderboard: route<Session & Result & { type?: LeaderboardType }>('/leaderboard'),
  moderatorLeaderboard: route<Session & Result & { type?: string }>('/moderator-leaderboard'),
  countdown: route<Session>('/countdown'),
  chooseTopicCard: route<Session>('/choose-topic-card'),
  quiz: route<Session & { topicId?: string; topicIndex?: number }>('/quiz'),
  specialAction: route<Session>('/special-action'),
  roleExecute: route<Round & { action?: string }>('/role-execute'),
  nightPhase: route<Round>('/night-phase'),
  morningPhase: route<Round>('/morning-phase'),
  videoLearning: route<Session>('/video-learning'),
  discussionSession: route<Session>('/discussion-session'),
  voting: route<Session>('/voting'),
  revealPlayer: route<Session>('/reveal-player'),
  endingNarrative: route<Session & { winner?: string }>('/ending-narrative'),
  closingChooseTopic: route<Session>('/closing-choose-topic'),
  closingQuiz: route<Session & Result & { step?: string; topicId?: string; topicIndex?: number }>(
    '/closing-quiz',
  ),

  // Role sustainability_guide_1 required
  /** The guide's desk: start a lesson, get ready for one, and every past lesson's report. */
  lessons: route('/lessons'),
  moderatorLeaderboardStartgame: route<Session>('/moderator-leaderboard-startgame'),
  narrative: route<Session>('/narrative'),
  moderatorNightPhase: route<Round>('/moderator-night-phase'),
  moderatorMorningPhase: route<Session>('/moderator-morning-phase'),
  startMorningPhase: route<Session>('/start-morning-phase'),
  /** The class's projector screen (the session's guide, on a second screen). */
  screen: route<Session>('/screen'),
  /** A session's learning report (its guide): both quizzes, every answer, CSV and print. */
  report: route<Session>('/report'),
  /** The guide's printable deck of character cards. */
  cards: route('/cards'),
  /** The guide's classes: rosters, badges, progress; one class; its printable badge sheet. */
  classes: route('/classes'),
  classDetail: {
    path: '/classes/:id',
    getHref: ({ id }: { id: string }) => `/classes/${encodeURIComponent(id)}`,
  },
  classBadges: {
    path: '/classes/:id/badges',
    getHref: ({ id }: { id: string }) => `/classes/${encodeURIComponent(id)}/badges`,
  },
  /** The guide's own quiz questions: write, edit, hide, export and import. */
  myQuestions: route('/my-questions'),
  /** The guide's own versions of the narratives (used in the rooms they open). */
  myNarratives: route('/my-narratives'),
  /** The guide's own Sundanese glossary phrases (used in the rooms they open). */
  myGlossary: route('/my-glossary'),
  /** The learning materials the guide added: add, edit, hide and show again. */
  myMaterials: route('/my-materials'),

  // Unprotected read-only previews of moderator screens
  moderatorMorningPhaseTest: route('/moderator-morning-phase-test'),
  moderatorNightPhaseTest: route('/moderator-night-phase-test'),
  startMorningPhaseTest: route('/start-morning-phase-test'),
} as const;

export type PathName = keyof typeof paths;
