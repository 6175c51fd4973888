import type { ErrorCode } from '@ecoscha/contracts';
import type commonTexts from '@/locales/en/common.json';
import type errorsTexts from '@/locales/en/errors.json';
import type sundaneseTexts from '@/locales/en/sundanese.json';
import type aboutTexts from '@/locales/en/about.json';
import type achievementsTexts from '@/locales/en/achievements.json';
import type authTexts from '@/locales/en/auth.json';
import type badgeTexts from '@/locales/en/badge.json';
import type cardsTexts from '@/locales/en/cards.json';
import type classesTexts from '@/locales/en/classes.json';
import type characterCardTexts from '@/locales/en/character-card.json';
import type creditsTexts from '@/locales/en/credits.json';
import type gameTexts from '@/locales/en/game.json';
import type gameQuizTexts from '@/locales/en/game-quiz.json';
import type glossaryEditorTexts from '@/locales/en/glossary-editor.json';
import type guideTexts from '@/locales/en/guide.json';
import type homeTexts from '@/locales/en/home.json';
import type joinTexts from '@/locales/en/join.json';
import type landingTexts from '@/locales/en/landing.json';
import type leaderboardTexts from '@/locales/en/leaderboard.json';
import type lessonsTexts from '@/locales/en/lessons.json';
import type materialsTexts from '@/locales/en/materials.json';
import type narrativeTexts from '@/locales/en/narrative.json';
import type narrativeEditorTexts from '@/locales/en/narrative-editor.json';
import type practiceTexts from '@/locales/en/practice.json';
import type profileTexts from '@/locales/en/profile.json';
import type projectorTexts from '@/locales/en/projector.json';
import type questionEditorTexts from '@/locales/en/question-editor.json';
import type reportTexts from '@/locales/en/report.json';
import type roleRoomTexts from '@/locales/en/role-room.json';
import type roomControlsTexts from '@/locales/en/room-controls.json';
import type roundTexts from '@/locales/en/round.json';
import type siteTexts from '@/locales/en/site.json';

/** The bundled namespaces (see `resources` in i18n.ts). */
type BundledResources = {
  common: typeof commonTexts;
  errors: typeof errorsTexts;
  sundanese: typeof sundaneseTexts;
};

/**
 * The namespaces downloaded on demand: a new one needs its two files and its English file's
 * shape here (a type-only import: no download).
 */
type LazyResources = {
  /** The server's error texts, from the contracts: see `serverErrorTexts`. */
  serverErrors: Record<ErrorCode, string>;
  about: typeof aboutTexts;
  achievements: typeof achievementsTexts;
  auth: typeof authTexts;
  badge: typeof badgeTexts;
  cards: typeof cardsTexts;
  classes: typeof classesTexts;
  characterCard: typeof characterCardTexts;
  credits: typeof creditsTexts;
  game: typeof gameTexts;
  gameQuiz: typeof gameQuizTexts;
  glossaryEditor: typeof glossaryEditorTexts;
  guide: typeof guideTexts;
  home: typeof homeTexts;
  join: typeof joinTexts;
  landing: typeof landingTexts;
  leaderboard: typeof leaderboardTexts;
  lessons: typeof lessonsTexts;
  materials: typeof materialsTexts;
  narrative: typeof narrativeTexts;
  narrativeEditor: typeof narrativeEditorTexts;
  practice: typeof practiceTexts;
  profile: typeof profileTexts;
  projector: typeof projectorTexts;
  questionEditor: typeof questionEditorTexts;
  report: typeof reportTexts;
  roleRoom: typeof roleRoomTexts;
  roomControls: typeof roomControlsTexts;
  round: typeof roundTexts;
  site: typeof siteTexts;
};

/** The shape of every namespace, bundled or not: the typed keys (see translation-keys.ts). */
export type AppResources = BundledResources & LazyResources;
export type Namespace = keyof AppResources;
