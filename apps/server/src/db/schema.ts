import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Null for a class badge's account: a student on a roster logs in with the badge alone. */
    email: text('email'),
    passwordHash: text('password_hash'),
    /** The character of the card the player last signed up or logged in with. */
    roleId: text('role_id').notNull(),
    characterKey: text('character_key').notNull(),
    /** Grows when the user signs out everywhere: tokens naming an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The school server's administrator (`GUIDE_SIGNUP=invite`): the first account, who invites guides. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Names are unique among e-mail accounts; a badge's account is named after its roster entry
    // (unique within its class), so two classes may each have a "Budi".
    uniqueIndex('users_username_lower_unique')
      .on(sql`lower(${table.username})`)
      .where(sql`${table.email} is not null`),
  ],
);

/** Characters are seed content: the whole validated entry is kept as a document. */
export const characters = pgTable('characters', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const glossaryEntries = pgTable('glossary_entries', {
  phraseKey: text('phrase_key').primaryKey(),
  phrase: text('phrase').notNull(),
  meaningId: text('meaning_id').notNull(),
  meaningEn: text('meaning_en').notNull(),
});

export const learningMaterials = pgTable('learning_materials', {
  id: text('id').primaryKey(),
  /** `seed` rows come from content/ and follow it; `moderator` rows were added in the app. */
  origin: text('origin').notNull().default('seed'),
  type: text('type').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  url: text('url').notNull(),
  originalUrl: text('original_url'),
  videoUrl: text('video_url'),
  sourceCredit: jsonb('source_credit').notNull(),
  description: text('description'),
  descriptionEn: text('description_en'),
  round: integer('round'),
  /** When the article or video came out, if known (`YYYY-MM-DD`). */
  publishedAt: date('published_at', { mode: 'string' }),
  /** The guide who added a `moderator` row (who alone may remove it); null for seed rows. */
  addedBy: text('added_by'),
  /** A guide's material taken out of the lists and the rounds (kept, so it can come back). */
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When its guide last edited, hid or restored it; null when never changed. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export const quizTopics = pgTable('quiz_topics', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  data: jsonb('data').notNull(),
});

export const narratives = pgTable('narratives', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
});

/**
 * One row per game session. The game state (but its quiz results, `session_quiz_results`) is one
 * JSON document that only `packages/game` changes; `version` makes every save a compare-and-set.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    roomCode: text('room_code').notNull(),
    moderatorId: text('moderator_id').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    state: json('state').notNull(),
    version: integer('version').notNull().default(1),
    /** When the current phase ends by itself; the scheduler wakes up for it, also after a restart. */
    deadline: timestamp('deadline', { withTimezone: true }),
    /** The class the guide opened the room for (its badges lead to this lobby); null for others. */
    classId: text('class_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_sessions_open_room_code_unique')
      .on(table.roomCode)
      .where(sql`${table.isOpen}`),
    index('game_sessions_deadline_idx').on(table.deadline),
    // A guide's sessions, newest first (their profile's list) without reading the others.
    index('game_sessions_moderator_idx').on(table.moderatorId, table.createdAt),
    index('game_sessions_class_idx').on(table.classId, table.createdAt),
  ],
);

/**
 * The quiz topics each player handed in, one row per topic, in order (`position` in the player's
 * list): the part of a session that grows most (60 % of a finished game's state, with every
 * answer kept for the guide's report). Kept apart from `game_sessions.state`, a quiz answer adds
 * one row instead of rewriting the whole session, and the other moves rewrite a smaller one.
 */
export const sessionQuizResults = pgTable(
  'session_quiz_results',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    position: integer('position').notNull(),
    result: json('result').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId, table.position] })],
);

/** Actions already applied, so a retried request (same action id) is applied once. */
export const appliedActions = pgTable(
  'applied_actions',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    actorId: text('actor_id').notNull(),
    response: json('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.actionId] })],
);

/** The public site's texts (guide, about, credits, manual), one document. */
export const siteContent = pgTable('site_content', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
});

/**
 * What the seed content was when it was last written (a hash of the validated content), so a
 * start-up with unchanged content skips rewriting every content table.
 */
export const contentSeedState = pgTable('content_seed_state', {
  id: text('id').primaryKey(),
  contentHash: text('content_hash').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A guide's own quiz questions, written in the app (the seed questions in content/ stay apart and
 * are never changed). `data` is the validated draft (`QuestionDraftSchema`); hidden ones are kept.
 */
export const guideQuestions = pgTable(
  'guide_questions',
  {
    id: text('id').primaryKey(),
    guideId: text('guide_id').notNull(),
    topic: text('topic').notNull(),
    data: jsonb('data').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('guide_questions_guide_idx').on(table.guideId, table.createdAt)],
);

/**
 * A guide's own version of a narrative moment, used instead of the seed one in the rooms they open
 * (the seed narratives in content/ are never changed). `data` is a whole validated `Narrative`;
 * a hidden version is kept and the room reads the default again ("back to the default").
 */
export const guideNarratives = pgTable(
  'guide_narratives',
  {
    guideId: text('guide_id').notNull(),
    moment: text('moment').notNull(),
    data: jsonb('data').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.guideId, table.moment] })],
);

/**
 * A guide's own glossary phrase: a new one, or their own meaning of a seed phrase (same
 * `phrase_key`), used in the rooms they open. `data` is a validated `GlossaryEntry`.
 */
export const guideGlossaryEntries = pgTable(
  'guide_glossary_entries',
  {
    id: text('id').primaryKey(),
    guideId: text('guide_id').notNull(),
    phraseKey: text('phrase_key').notNull(),
    data: jsonb('data').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('guide_glossary_entries_guide_phrase_unique').on(table.guideId, table.phraseKey),
  ],
);

/**
 * The guide's own narratives and glossary phrases as they were when the room opened (only the
 * ones replacing or adding to the seed content), so a running game never changes.
 */
export const sessionContent = pgTable('session_content', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => gameSessions.id, { onDelete: 'cascade' }),
  narratives: jsonb('narratives').notNull(),
  glossary: jsonb('glossary').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per account per session: its guide and each student (practice seats are no accounts),
 * written in the same transaction as the session's save whenever these facts change (a seat taken,
 * moved or dealt a role, a first quiz topic handed in, the end). What is asked across sessions (a
 * player's history, whether they took a quiz before) reads these rows, never other sessions'
 * states. The final standing is set when the session ends (null for the guide, while it runs, and
 * for rows filled from sessions stored before this table).
 */
export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    isGuide: boolean('is_guide').notNull(),
    roleId: text('role_id').notNull(),
    /** Has handed in at least one quiz topic in this session. */
    tookQuiz: boolean('took_quiz').notNull(),
    /** When the session ended for everyone; null while it runs. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    totalScore: integer('total_score'),
    rank: integer('rank'),
    playerCount: integer('player_count'),
    openingQuizScore: integer('opening_quiz_score'),
    closingQuizScore: integer('closing_quiz_score'),
    /** The player's achievements of the session, as the history lists them. */
    achievements: jsonb('achievements'),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index('session_participants_user_idx').on(table.userId),
  ],
);

/** A guide's class (a name such as "VIII B", a school year): its roster lasts across lessons. */
export const classes = pgTable(
  'classes',
  {
    id: text('id').primaryKey(),
    guideId: text('guide_id').notNull(),
    name: text('name').notNull(),
    schoolYear: text('school_year'),
    /** When the guide ended the class: every badge void, the progress kept. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Roster numbers given so far: a new student gets the next, never a deleted one's. */
    numbersGiven: integer('numbers_given').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('classes_guide_idx').on(table.guideId, table.createdAt)],
);

/**
 * A student on a class's roster. `userId` is the badge's own account (no e-mail, no password);
 * `linkedUserId` an e-mail account the student linked to the entry (the badge then signs that one
 * in). The badge's secret is stored hashed (the look-up) and sealed with the server's key (so the
 * guide can print it again); null once voided.
 */
export const classStudents = pgTable(
  'class_students',
  {
    id: text('id').primaryKey(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The student's number on the roster, 1, 2, ...: "Student N" once deleted. */
    number: integer('number').notNull(),
    name: text('name').notNull(),
    userId: text('user_id').notNull(),
    linkedUserId: text('linked_user_id'),
    badgeHash: text('badge_hash'),
    badgeSealed: text('badge_sealed'),
    badgeIssuedAt: timestamp('badge_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('class_students_number_unique').on(table.classId, table.number),
    uniqueIndex('class_students_name_unique').on(table.classId, sql`lower(${table.name})`),
    uniqueIndex('class_students_badge_unique').on(table.badgeHash),
    index('class_students_user_idx').on(table.userId),
    index('class_students_linked_user_idx').on(table.linkedUserId),
  ],
);

/**
 * One-time codes: a password reset a guide made for a rostered e-mail account, or an invite the
 * administrator made for a new guide. Stored hashed; used once; they expire.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    /** The account a reset is for; null for an invite. */
    userId: text('user_id'),
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_user_idx').on(table.userId)],
);
