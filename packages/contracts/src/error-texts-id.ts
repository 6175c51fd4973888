import type { ErrorCode } from './errors';

/**
 * The Indonesian text of every API error. A file per language: the web app downloads only the
 * language it shows, and only once an error needs it.
 */
export const ERROR_TEXTS_ID = {
  VALIDATION_FAILED: 'Data yang dikirim tidak valid.',
  MALFORMED_JSON: 'Isi permintaan bukan JSON yang valid.',
  UNKNOWN_CHARACTER: 'Kartu karakter tidak dikenal. Pindai lagi kode QR pada kartumu.',
  UNAUTHENTICATED: 'Silakan masuk terlebih dahulu.',
  TOKEN_INVALID: 'Sesi masukmu tidak valid. Silakan masuk lagi.',
  TOKEN_EXPIRED: 'Sesi masukmu sudah berakhir. Silakan masuk lagi.',
  INVALID_CREDENTIALS: 'Email atau kata sandi salah, atau akun belum terdaftar.',
  FORBIDDEN: 'Kamu tidak punya akses untuk tindakan ini.',
  NOT_FOUND: 'Data yang dicari tidak ditemukan.',
  ROUTE_NOT_FOUND: 'Alamat API ini tidak ada.',
  CHARACTER_NOT_FOUND: 'Kartu karakter tidak dikenali. Pindai lagi kode QR pada kartumu.',
  USER_NOT_FOUND: 'Akun tidak ditemukan. Silakan masuk lagi.',
  EMAIL_TAKEN: 'Email ini sudah terdaftar.',
  USERNAME_TAKEN: 'Nama pengguna ini sudah dipakai.',
  SESSION_NOT_FOUND: 'Ruangan permainan tidak ditemukan.',
  ROOM_CODE_TAKEN: 'Kode ruangan ini sedang dipakai. Buat kode baru.',
  NOT_MODERATOR: 'Hanya Pemandu Keberlanjutan di ruangan ini yang bisa melakukannya.',
  NOT_IN_SESSION: 'Kamu belum bergabung ke ruangan ini.',
  WRONG_PHASE: 'Tindakan ini tidak bisa dilakukan pada tahap permainan sekarang.',
  ILLEGAL_TRANSITION: 'Permainan tidak bisa pindah ke tahap itu dari tahap sekarang.',
  GAME_ALREADY_STARTED: 'Permainan sudah dimulai; pemain baru tidak bisa bergabung lagi.',
  GUIDE_CANNOT_JOIN: 'Pemegang kartu Pemandu Keberlanjutan tidak bisa bergabung sebagai pemain.',
  SESSION_FULL: 'Ruangan sudah penuh (maksimal 50 pemain).',
  PLAYER_ELIMINATED: 'Kamu sudah tersingkir dan hanya bisa menonton.',
  NOT_YOUR_TURN: 'Sekarang bukan giliran peranmu.',
  ALREADY_ACTED: 'Kamu sudah memilih malam ini.',
  ALREADY_VOTED: 'Kamu sudah memilih; suaramu tidak bisa diubah.',
  INVALID_TARGET: 'Pemain yang dipilih tidak ada di ruangan ini.',
  SELF_TARGET: 'Kamu tidak bisa memilih dirimu sendiri.',
  TARGET_ELIMINATED: 'Pemain yang dipilih sudah tersingkir.',
  NOT_ELIGIBLE: 'Kamu tidak berhak memakai aksi khusus ini.',
  TOPIC_NOT_FOUND: 'Topik tidak ditemukan.',
  TOPIC_ALREADY_COMPLETED: 'Topik ini sudah kamu selesaikan.',
  DEADLINE_NOT_REACHED: 'Waktu tahap ini belum habis.',
  GAME_OVER: 'Permainan sudah berakhir.',
  ALREADY_SEATED: 'Akun itu sudah punya kursi di ruangan ini.',
  ACCOUNT_NOT_FOUND:
    'Tidak ada akun dengan nama pengguna itu. Minta siswa mendaftar dulu, lalu coba lagi.',
  INVALID_DURATION: 'Tambahan waktunya tidak valid.',
  GUIDE_ROLE_REQUIRED: 'Hanya Pemandu Keberlanjutan yang dapat menulis dan mengubah isi permainan.',
  MATERIAL_NOT_FOUND: 'Materi belajar ini tidak ditemukan.',
  MATERIAL_URL_TAKEN: 'Materi dengan tautan ini sudah ada di daftar.',
  MATERIAL_NOT_EDITABLE: 'Materi bawaan EcoSCha tidak bisa diubah atau disembunyikan.',
  MATERIAL_NOT_YOURS: 'Kamu hanya bisa mengubah materi yang kamu tambahkan sendiri.',
  NARRATIVE_NOT_FOUND: 'Kamu belum punya versi sendiri untuk narasi ini.',
  GLOSSARY_ENTRY_NOT_FOUND: 'Frasa glosarium ini tidak ditemukan.',
  GLOSSARY_ENTRY_NOT_YOURS:
    'Kamu hanya bisa melihat dan mengubah frasa glosarium yang kamu tulis sendiri.',
  GLOSSARY_PHRASE_TAKEN:
    'Frasa ini sudah ada di glosariummu (mungkin tersembunyi). Ubah atau tampilkan lagi frasa itu.',
  QUESTION_NOT_FOUND: 'Soal ini tidak ditemukan.',
  QUESTION_NOT_YOURS: 'Kamu hanya bisa melihat dan mengubah soal yang kamu buat sendiri.',
  QUESTION_BANK_EMPTY:
    'Kamu belum punya soal sendiri yang tampil. Tulis atau tampilkan soal dulu, atau pilih soal bawaan.',
  QUESTION_SET_INVALID:
    'Berkas soal ini tidak bisa diimpor. Tidak ada soal yang ditambahkan; perbaiki soal yang disebutkan lalu coba lagi.',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Format data tidak didukung. Kirim JSON.',
  CLASS_NOT_FOUND: 'Kelas ini tidak ditemukan.',
  CLASS_NOT_YOURS: 'Kelas ini milik pemandu lain.',
  CLASS_ENDED: 'Kelas ini sudah diakhiri: kartu masuknya tidak berlaku lagi.',
  STUDENT_NOT_FOUND: 'Siswa ini tidak ada di daftar kelas.',
  STUDENT_NAME_TAKEN:
    'Nama ini sudah ada di daftar kelas. Bedakan, misalnya dengan inisial nama belakang.',
  ROSTER_FULL: 'Satu kelas paling banyak 60 siswa.',
  BADGE_INVALID:
    'Kode kartu masuk ini tidak berlaku. Periksa kodenya, atau minta kartu baru ke pemandu.',
  BADGE_UNREADABLE:
    'Kartu masuk ini tidak bisa ditampilkan lagi (kunci server berubah). Buat kartu baru.',
  BADGE_ACCOUNT: 'Akun kartu masuk tidak memakai email dan kata sandi.',
  GUIDE_CANNOT_LINK:
    'Akun pemandu tidak bisa ditautkan ke kartu masuk siswa: siapa pun yang memegang kartu itu akan masuk sebagai pemandu.',
  NO_LINKED_ACCOUNT:
    'Siswa ini masuk dengan kartu, tanpa akun email: tidak ada kata sandi untuk diatur ulang.',
  RESET_CODE_INVALID:
    'Email atau kode atur ulang salah, atau kodenya sudah dipakai atau kedaluwarsa.',
  INVITE_REQUIRED: 'Di server sekolah ini, akun pemandu baru perlu undangan dari administrator.',
  INVITE_INVALID: 'Undangan ini tidak berlaku: sudah dipakai, kedaluwarsa, atau salah.',
  ADMIN_REQUIRED: 'Hanya administrator server yang bisa melakukan ini.',
  GUIDE_CHARACTER_LOCKED:
    'Peran Pemandu Keberlanjutan hanya untuk akun pemandu: memindai kartu tidak bisa memberikan atau melepasnya.',
  RATE_LIMITED: 'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.',
  SOCKET_RATE_LIMITED: 'Terlalu banyak pesan dari perangkat ini. Tunggu sebentar.',
  SOCKET_CUT_OFF: 'Koneksi ditutup karena terlalu banyak pesan. Muat ulang halaman sebentar lagi.',
  TOO_MANY_CONNECTIONS:
    'Akunmu terhubung dari terlalu banyak perangkat, jadi koneksi terlama ditutup.',
  SOCKET_REPLACED:
    'Sesi ini terbuka di terlalu banyak perangkat dengan akunmu, jadi layar ini tidak lagi diperbarui langsung.',
  SERVER_BUSY: 'Server sedang sibuk. Coba lagi sebentar lagi.',
  TOKEN_REVOKED: 'Kamu sudah keluar dari semua perangkat. Silakan masuk lagi.',
  INTERNAL: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  DATABASE_UNAVAILABLE: 'Basis data sedang tidak bisa diakses. Coba lagi nanti.',
} as const satisfies Record<ErrorCode, string>;
