/**
 * Every error the API can answer with. The web app translates `errors:<code>`;
 * the server answers with the text in the caller's language (Indonesian by default).
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: {
    status: 400,
    id: 'Data yang dikirim tidak valid.',
    en: 'The data sent is not valid.',
  },
  MALFORMED_JSON: {
    status: 400,
    id: 'Isi permintaan bukan JSON yang valid.',
    en: 'The request body is not valid JSON.',
  },
  UNKNOWN_CHARACTER: {
    status: 400,
    id: 'Kartu karakter tidak dikenal. Pindai lagi kode QR pada kartumu.',
    en: 'This character card is not recognised. Scan the QR code on your card again.',
  },
  UNAUTHENTICATED: {
    status: 401,
    id: 'Silakan masuk terlebih dahulu.',
    en: 'Please log in first.',
  },
  TOKEN_INVALID: {
    status: 401,
    id: 'Sesi masukmu tidak valid. Silakan masuk lagi.',
    en: 'Your login session is not valid. Please log in again.',
  },
  TOKEN_EXPIRED: {
    status: 401,
    id: 'Sesi masukmu sudah berakhir. Silakan masuk lagi.',
    en: 'Your login session has expired. Please log in again.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    id: 'Email atau kata sandi salah, atau akun belum terdaftar.',
    en: 'Email or password is incorrect, or the account is not registered.',
  },
  FORBIDDEN: {
    status: 403,
    id: 'Kamu tidak punya akses untuk tindakan ini.',
    en: 'You do not have access to this action.',
  },
  NOT_FOUND: {
    status: 404,
    id: 'Data yang dicari tidak ditemukan.',
    en: 'The requested item was not found.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    id: 'Alamat API ini tidak ada.',
    en: 'This API address does not exist.',
  },
  CHARACTER_NOT_FOUND: {
    status: 404,
    id: 'Kartu karakter tidak dikenali. Pindai lagi kode QR pada kartumu.',
    en: 'This character card was not recognised. Scan the QR code on your card again.',
  },
  USER_NOT_FOUND: {
    status: 404,
    id: 'Akun tidak ditemukan. Silakan masuk lagi.',
    en: 'Account not found. Please log in again.',
  },
  EMAIL_TAKEN: {
    status: 409,
    id: 'Email ini sudah terdaftar.',
    en: 'This email is already registered.',
  },
  USERNAME_TAKEN: {
    status: 409,
    id: 'Nama pengguna ini sudah dipakai.',
    en: 'This username is already taken.',
  },
  SESSION_NOT_FOUND: {
    status: 404,
    id: 'Ruangan permainan tidak ditemukan.',
    en: 'Game room not found.',
  },
  ROOM_CODE_TAKEN: {
    status: 409,
    id: 'Kode ruangan ini sedang dipakai. Buat kode baru.',
    en: 'This room code is in use. Generate a new one.',
  },
  NOT_MODERATOR: {
    status: 403,
    id: 'Hanya Pemandu Keberlanjutan di ruangan ini yang bisa melakukannya.',
    en: 'Only the Sustainability Guide of this room can do that.',
  },
  NOT_IN_SESSION: {
    status: 403,
    id: 'Kamu belum bergabung ke ruangan ini.',
    en: 'You have not joined this room.',
  },
  WRONG_PHASE: {
    status: 409,
    id: 'Tindakan ini tidak bisa dilakukan pada tahap permainan sekarang.',
    en: 'This action is not possible in the current phase of the game.',
  },
  ILLEGAL_TRANSITION: {
    status: 409,
    id: 'Permainan tidak bisa pindah ke tahap itu dari tahap sekarang.',
    en: 'The game cannot move to that phase from the current one.',
  },
  GAME_ALREADY_STARTED: {
    status: 409,
    id: 'Permainan sudah dimulai; pemain baru tidak bisa bergabung lagi.',
    en: 'The game has already started; new players can no longer join.',
  },
  GUIDE_CANNOT_JOIN: {
    status: 409,
    id: 'Pemegang kartu Pemandu Keberlanjutan tidak bisa bergabung sebagai pemain.',
    en: 'Whoever holds the Sustainability Guide card cannot join as a player.',
  },
  SESSION_FULL: {
    status: 409,
    id: 'Ruangan sudah penuh (maksimal 50 pemain).',
    en: 'The room is full (50 players at most).',
  },
  PLAYER_ELIMINATED: {
    status: 403,
    id: 'Kamu sudah tersingkir dan hanya bisa menonton.',
    en: 'You have been eliminated and can only watch.',
  },
  NOT_YOUR_TURN: {
    status: 403,
    id: 'Sekarang bukan giliran peranmu.',
    en: "It is not your role's turn now.",
  },
  ALREADY_ACTED: {
    status: 409,
    id: 'Kamu sudah memilih malam ini.',
    en: 'You have already made your choice tonight.',
  },
  ALREADY_VOTED: {
    status: 409,
    id: 'Kamu sudah memilih; suaramu tidak bisa diubah.',
    en: 'You have already voted; your vote cannot be changed.',
  },
  INVALID_TARGET: {
    status: 400,
    id: 'Pemain yang dipilih tidak ada di ruangan ini.',
    en: 'The chosen player is not in this room.',
  },
  SELF_TARGET: {
    status: 400,
    id: 'Kamu tidak bisa memilih dirimu sendiri.',
    en: 'You cannot choose yourself.',
  },
  TARGET_ELIMINATED: {
    status: 400,
    id: 'Pemain yang dipilih sudah tersingkir.',
    en: 'The chosen player has already been eliminated.',
  },
  NOT_ELIGIBLE: {
    status: 403,
    id: 'Kamu tidak berhak memakai aksi khusus ini.',
    en: 'You are not eligible for this special action.',
  },
  TOPIC_NOT_FOUND: {
    status: 404,
    id: 'Topik tidak ditemukan.',
    en: 'Topic not found.',
  },
  TOPIC_ALREADY_COMPLETED: {
    status: 409,
    id: 'Topik ini sudah kamu selesaikan.',
    en: 'You have already completed this topic.',
  },
  DEADLINE_NOT_REACHED: {
    status: 409,
    id: 'Waktu tahap ini belum habis.',
    en: 'The time for this phase is not up yet.',
  },
  GAME_OVER: {
    status: 409,
    id: 'Permainan sudah berakhir.',
    en: 'The game is over.',
  },
  ALREADY_SEATED: {
    status: 409,
    id: 'Akun itu sudah punya kursi di ruangan ini.',
    en: 'That account already has a seat in this room.',
  },
  ACCOUNT_NOT_FOUND: {
    status: 404,
    id: 'Tidak ada akun dengan nama pengguna itu. Minta siswa mendaftar dulu, lalu coba lagi.',
    en: 'No account has that username. Ask the student to sign up first, then try again.',
  },
  INVALID_DURATION: {
    status: 400,
    id: 'Tambahan waktunya tidak valid.',
    en: 'The extra time is not valid.',
  },
  GUIDE_ROLE_REQUIRED: {
    status: 403,
    id: 'Hanya Pemandu Keberlanjutan yang dapat menulis dan mengubah isi permainan.',
    en: "Only a Sustainability Guide can write and change the game's content.",
  },
  MATERIAL_NOT_FOUND: {
    status: 404,
    id: 'Materi belajar ini tidak ditemukan.',
    en: 'This learning material was not found.',
  },
  MATERIAL_URL_TAKEN: {
    status: 409,
    id: 'Materi dengan tautan ini sudah ada di daftar.',
    en: 'A material with this link is already in the list.',
  },
  MATERIAL_NOT_EDITABLE: {
    status: 403,
    id: 'Materi bawaan EcoSCha tidak bisa diubah atau disembunyikan.',
    en: "EcoSCha's built-in materials cannot be changed or hidden.",
  },
  MATERIAL_NOT_YOURS: {
    status: 403,
    id: 'Kamu hanya bisa mengubah materi yang kamu tambahkan sendiri.',
    en: 'You can only change materials that you added yourself.',
  },
  NARRATIVE_NOT_FOUND: {
    status: 404,
    id: 'Kamu belum punya versi sendiri untuk narasi ini.',
    en: 'You have no version of your own of this narrative.',
  },
  GLOSSARY_ENTRY_NOT_FOUND: {
    status: 404,
    id: 'Frasa glosarium ini tidak ditemukan.',
    en: 'This glossary phrase was not found.',
  },
  GLOSSARY_ENTRY_NOT_YOURS: {
    status: 403,
    id: 'Kamu hanya bisa melihat dan mengubah frasa glosarium yang kamu tulis sendiri.',
    en: 'You can only see and change glossary phrases that you wrote yourself.',
  },
  GLOSSARY_PHRASE_TAKEN: {
    status: 409,
    id: 'Frasa ini sudah ada di glosariummu (mungkin tersembunyi). Ubah atau tampilkan lagi frasa itu.',
    en: 'This phrase is already in your glossary (perhaps hidden). Edit or restore that one.',
  },
  QUESTION_NOT_FOUND: {
    status: 404,
    id: 'Soal ini tidak ditemukan.',
    en: 'This question was not found.',
  },
  QUESTION_NOT_YOURS: {
    status: 403,
    id: 'Kamu hanya bisa melihat dan mengubah soal yang kamu buat sendiri.',
    en: 'You can only see and change questions that you wrote yourself.',
  },
  QUESTION_BANK_EMPTY: {
    status: 409,
    id: 'Kamu belum punya soal sendiri yang tampil. Tulis atau tampilkan soal dulu, atau pilih soal bawaan.',
    en: 'You have no questions of your own that are shown. Write or restore some first, or choose the default questions.',
  },
  QUESTION_SET_INVALID: {
    status: 400,
    id: 'Berkas soal ini tidak bisa diimpor. Tidak ada soal yang ditambahkan; perbaiki soal yang disebutkan lalu coba lagi.',
    en: 'This question file cannot be imported. No question was added; fix the questions listed and try again.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    id: 'Data yang dikirim terlalu besar.',
    en: 'The data sent is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    id: 'Format data tidak didukung. Kirim JSON.',
    en: 'Unsupported data format. Send JSON.',
  },
  CLASS_NOT_FOUND: {
    status: 404,
    id: 'Kelas ini tidak ditemukan.',
    en: 'This class was not found.',
  },
  CLASS_NOT_YOURS: {
    status: 403,
    id: 'Kelas ini milik pemandu lain.',
    en: 'This class belongs to another guide.',
  },
  CLASS_ENDED: {
    status: 409,
    id: 'Kelas ini sudah diakhiri: kartu masuknya tidak berlaku lagi.',
    en: 'This class has ended: its badges no longer work.',
  },
  STUDENT_NOT_FOUND: {
    status: 404,
    id: 'Siswa ini tidak ada di daftar kelas.',
    en: 'This student is not on the class roster.',
  },
  STUDENT_NAME_TAKEN: {
    status: 409,
    id: 'Nama ini sudah ada di daftar kelas. Bedakan, misalnya dengan inisial nama belakang.',
    en: 'This name is already on the roster. Tell them apart, for example with a last initial.',
  },
  ROSTER_FULL: {
    status: 409,
    id: 'Satu kelas paling banyak 60 siswa.',
    en: 'A class holds at most 60 students.',
  },
  BADGE_INVALID: {
    status: 401,
    id: 'Kode kartu masuk ini tidak berlaku. Periksa kodenya, atau minta kartu baru ke pemandu.',
    en: 'This badge code does not work. Check the code, or ask your guide for a new badge.',
  },
  BADGE_UNREADABLE: {
    status: 409,
    id: 'Kartu masuk ini tidak bisa ditampilkan lagi (kunci server berubah). Buat kartu baru.',
    en: "This badge cannot be shown again (the server's key changed). Make a new badge.",
  },
  BADGE_ACCOUNT: {
    status: 409,
    id: 'Akun kartu masuk tidak memakai email dan kata sandi.',
    en: 'A badge account has no e-mail address or password.',
  },
  GUIDE_CANNOT_LINK: {
    status: 403,
    id: 'Akun pemandu tidak bisa ditautkan ke kartu masuk siswa: siapa pun yang memegang kartu itu akan masuk sebagai pemandu.',
    en: "A guide's account cannot be linked to a student's badge: whoever held the badge would sign in as the guide.",
  },
  NO_LINKED_ACCOUNT: {
    status: 409,
    id: 'Siswa ini masuk dengan kartu, tanpa akun email: tidak ada kata sandi untuk diatur ulang.',
    en: 'This student logs in with a badge, without an e-mail account: there is no password to reset.',
  },
  RESET_CODE_INVALID: {
    status: 401,
    id: 'Email atau kode atur ulang salah, atau kodenya sudah dipakai atau kedaluwarsa.',
    en: 'The e-mail or reset code is wrong, or the code was used or has expired.',
  },
  INVITE_REQUIRED: {
    status: 403,
    id: 'Di server sekolah ini, akun pemandu baru perlu undangan dari administrator.',
    en: 'On this school server, a new guide account needs an invite from the administrator.',
  },
  INVITE_INVALID: {
    status: 403,
    id: 'Undangan ini tidak berlaku: sudah dipakai, kedaluwarsa, atau salah.',
    en: 'This invite does not work: it was used, has expired, or is wrong.',
  },
  ADMIN_REQUIRED: {
    status: 403,
    id: 'Hanya administrator server yang bisa melakukan ini.',
    en: 'Only the server administrator can do this.',
  },
  GUIDE_CHARACTER_LOCKED: {
    status: 403,
    id: 'Peran Pemandu Keberlanjutan hanya untuk akun pemandu: memindai kartu tidak bisa memberikan atau melepasnya.',
    en: "The Sustainability Guide's role belongs to guide accounts: scanning a card cannot give it or take it away.",
  },
  RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.',
    en: 'Too many attempts. Wait a moment and try again.',
  },
  SOCKET_RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak pesan dari perangkat ini. Tunggu sebentar.',
    en: 'Too many messages from this device. Wait a moment.',
  },
  SOCKET_CUT_OFF: {
    status: 429,
    id: 'Koneksi ditutup karena terlalu banyak pesan. Muat ulang halaman sebentar lagi.',
    en: 'The connection was closed because of too many messages. Reload the page in a little while.',
  },
  TOO_MANY_CONNECTIONS: {
    status: 429,
    id: 'Akunmu terhubung dari terlalu banyak perangkat, jadi koneksi terlama ditutup.',
    en: 'Your account is connected from too many devices, so the oldest connection was closed.',
  },
  SOCKET_REPLACED: {
    status: 409,
    id: 'Sesi ini terbuka di terlalu banyak perangkat dengan akunmu, jadi layar ini tidak lagi diperbarui langsung.',
    en: 'This session is open on too many devices with your account, so this screen no longer updates live.',
  },
  SERVER_BUSY: {
    status: 503,
    id: 'Server sedang sibuk. Coba lagi sebentar lagi.',
    en: 'The server is busy. Try again in a moment.',
  },
  TOKEN_REVOKED: {
    status: 401,
    id: 'Kamu sudah keluar dari semua perangkat. Silakan masuk lagi.',
    en: 'You were signed out on every device. Please log in again.',
  },
  INTERNAL: {
    status: 500,
    id: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    en: 'Something went wrong on the server. Please try again.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    id: 'Basis data sedang tidak bisa diakses. Coba lagi nanti.',
    en: 'The database is unavailable right now. Try again later.',
  },
} as const satisfies Record<string, { status: number; id: string; en: string }>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[code][language];
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
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
