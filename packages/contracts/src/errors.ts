/**
 * Every error the API can answer with, and its HTTP status. Its texts are a file per language
 * (`error-texts-id.ts`, `error-texts-en.ts`): the server answers with the text in the caller's
 * language (Indonesian by default); the web app downloads a language's texts when it needs them.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNKNOWN_CHARACTER: 400,
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CHARACTER_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  SESSION_NOT_FOUND: 404,
  ROOM_CODE_TAKEN: 409,
  NOT_MODERATOR: 403,
  NOT_IN_SESSION: 403,
  WRONG_PHASE: 409,
  ILLEGAL_TRANSITION: 409,
  GAME_ALREADY_STARTED: 409,
  GUIDE_CANNOT_JOIN: 409,
  SESSION_FULL: 409,
  PLAYER_ELIMINATED: 403,
  NOT_YOUR_TURN: 403,
  ALREADY_ACTED: 409,
  ALREADY_VOTED: 409,
  INVALID_TARGET: 400,
  SELF_TARGET: 400,
  TARGET_ELIMINATED: 400,
  NOT_ELIGIBLE: 403,
  TOPIC_NOT_FOUND: 404,
  TOPIC_ALREADY_COMPLETED: 409,
  DEADLINE_NOT_REACHED: 409,
  GAME_OVER: 409,
  ALREADY_SEATED: 409,
  ACCOUNT_NOT_FOUND: 404,
  INVALID_DURATION: 400,
  GUIDE_ROLE_REQUIRED: 403,
  MATERIAL_NOT_FOUND: 404,
  MATERIAL_URL_TAKEN: 409,
  MATERIAL_NOT_EDITABLE: 403,
  MATERIAL_NOT_YOURS: 403,
  NARRATIVE_NOT_FOUND: 404,
  GLOSSARY_ENTRY_NOT_FOUND: 404,
  GLOSSARY_ENTRY_NOT_YOURS: 403,
  GLOSSARY_PHRASE_TAKEN: 409,
  QUESTION_NOT_FOUND: 404,
  QUESTION_NOT_YOURS: 403,
  QUESTION_BANK_EMPTY: 409,
  QUESTION_SET_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CLASS_NOT_FOUND: 404,
  CLASS_NOT_YOURS: 403,
  CLASS_ENDED: 409,
  STUDENT_NOT_FOUND: 404,
  STUDENT_NAME_TAKEN: 409,
  ROSTER_FULL: 409,
  BADGE_INVALID: 401,
  BADGE_UNREADABLE: 409,
  BADGE_ACCOUNT: 409,
  GUIDE_CANNOT_LINK: 403,
  NO_LINKED_ACCOUNT: 409,
  RESET_CODE_INVALID: 401,
  INVITE_REQUIRED: 403,
  INVITE_INVALID: 403,
  ADMIN_REQUIRED: 403,
  GUIDE_CHARACTER_LOCKED: 403,
  RATE_LIMITED: 429,
  SOCKET_RATE_LIMITED: 429,
  SOCKET_CUT_OFF: 429,
  TOO_MANY_CONNECTIONS: 429,
  SOCKET_REPLACED: 409,
  SERVER_BUSY: 503,
  TOKEN_REVOKED: 401,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

/** What is wrong with one field of a payload; `{min}`, `{max}` and `{phrase}` are filled in. */
export const FIELD_ISSUE_MESSAGES = {
  required: { id: 'Wajib diisi.', en: 'This field is required.' },
  too_short: { id: 'Minimal {min} karakter.', en: 'Use at least {min} characters.' },
  too_long: { id: 'Maksimal {max} karakter.', en: 'Use at most {max} characters.' },
  too_small: { id: 'Angkanya minimal {min}.', en: 'Use a number of at least {min}.' },
  too_big: { id: 'Angkanya maksimal {max}.', en: 'Use a number of at most {max}.' },
  too_few: { id: 'Pilih minimal {min}.', en: 'Choose at least {min}.' },
  too_many: { id: 'Pilih maksimal {max}.', en: 'Choose at most {max}.' },
  invalid_format: { id: 'Formatnya tidak valid.', en: 'The format is invalid.' },
  invalid_type: { id: 'Jenis nilainya tidak sesuai.', en: 'The value has the wrong type.' },
  unknown_field: { id: 'Kolom ini tidak dikenal.', en: 'This field is not recognised.' },
  taken: { id: 'Sudah dipakai akun lain.', en: 'Already used by another account.' },
  web_address: {
    id: 'Masukkan alamat web lengkap yang diawali http:// atau https://.',
    en: 'Enter a full web address starting with http:// or https://.',
  },
  video_link: {
    id: 'Untuk video, gunakan tautan YouTube seperti https://www.youtube.com/watch?v=… atau https://youtu.be/….',
    en: 'For a video, use a YouTube link such as https://www.youtube.com/watch?v=… or https://youtu.be/….',
  },
  future_date: {
    id: 'Tanggal terbit tidak boleh setelah hari ini.',
    en: 'The publication date cannot be after today.',
  },
  answer_not_option: {
    id: 'Jawabannya harus salah satu kunci pilihan soal ini.',
    en: "The answer must be one of this question's option keys.",
  },
  answers_differ: {
    id: 'Kunci jawaban bahasa Inggris harus sama dengan bahasa Indonesia.',
    en: 'The English answer key must be the same as the Indonesian one.',
  },
  choice_options: {
    id: 'Soal pilihan ganda perlu 2 sampai 5 pilihan berkunci A–E; soal benar/salah tepat dua: true dan false.',
    en: 'A multiple-choice question needs 2 to 5 options keyed A–E; a true/false question exactly two: true and false.',
  },
  options_differ: {
    id: 'Pilihan bahasa Inggris harus memakai kunci yang sama dan urutan yang sama dengan bahasa Indonesia.',
    en: 'The English options must use the same keys in the same order as the Indonesian ones.',
  },
  no_options: {
    id: 'Soal isian dan esai tidak memakai pilihan jawaban.',
    en: 'Short-answer and essay questions have no options.',
  },
  other_language: {
    id: 'Tulis juga dalam bahasa yang satunya, atau kosongkan keduanya.',
    en: 'Write it in the other language too, or leave both empty.',
  },
  phrase_characters: {
    id: 'Frasa tidak boleh memuat tanda kurung siku atau baris baru.',
    en: 'A phrase cannot contain square brackets or line breaks.',
  },
  unknown_phrase: {
    id: 'Frasa Sunda bertanda [[…]] ini belum ada di glosarium: {phrase}. Tambahkan dulu ke glosariummu.',
    en: 'This [[…]] Sundanese phrase is not in the glossary yet: {phrase}. Add it to your glossary first.',
  },
  short_answer_only: {
    id: 'Hanya soal isian yang bisa menerima jawaban lain.',
    en: 'Only a short-answer question accepts other answers.',
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type FieldIssue = keyof typeof FIELD_ISSUE_MESSAGES;

export function isFieldIssue(issue: unknown): issue is FieldIssue {
  return typeof issue === 'string' && Object.hasOwn(FIELD_ISSUE_MESSAGES, issue);
}

export function fieldIssueMessage(
  issue: FieldIssue,
  language: Language,
  limits: { min?: number; max?: number; phrase?: string } = {},
): string {
  return FIELD_ISSUE_MESSAGES[issue][language]
    .replace('{min}', String(limits.min ?? ''))
    .replace('{max}', String(limits.max ?? ''))
    .replace('{phrase}', limits.phrase ?? '');
}
