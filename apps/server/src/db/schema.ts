import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
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
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The character of the card the player last signed up or logged in with. */
    roleId: text('role_id').notNull(),
    characterKey: text('character_key').notNull(),
    /** Grows when the user signs out everywhere: tokens naming an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
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
    state: jsonb('state').notNull(),
    version: integer('version').notNull().default(1),
    /** When the current phase ends by itself; the scheduler wakes up for it, also after a restart. */
    deadline: timestamp('deadline', { withTimezone: true }),
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
    result: jsonb('result').notNull(),
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
    response: jsonb('response').notNull(),
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
