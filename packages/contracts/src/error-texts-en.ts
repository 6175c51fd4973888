import type { ErrorCode } from './errors';

/**
 * The English text of every API error. A file per language: the web app downloads only the
 * language it shows, and only once an error needs it.
 */
export const ERROR_TEXTS_EN = {
  VALIDATION_FAILED: 'The data sent is not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  UNKNOWN_CHARACTER: 'This character card is not recognised. Scan the QR code on your card again.',
  UNAUTHENTICATED: 'Please log in first.',
  TOKEN_INVALID: 'Your login session is not valid. Please log in again.',
  TOKEN_EXPIRED: 'Your login session has expired. Please log in again.',
  INVALID_CREDENTIALS: 'Email or password is incorrect, or the account is not registered.',
  FORBIDDEN: 'You do not have access to this action.',
  NOT_FOUND: 'The requested item was not found.',
  ROUTE_NOT_FOUND: 'This API address does not exist.',
  CHARACTER_NOT_FOUND:
    'This character card was not recognised. Scan the QR code on your card again.',
  USER_NOT_FOUND: 'Account not found. Please log in again.',
  EMAIL_TAKEN: 'This email is already registered.',
  USERNAME_TAKEN: 'This username is already taken.',
  SESSION_NOT_FOUND: 'Game room not found.',
  ROOM_CODE_TAKEN: 'This room code is in use. Generate a new one.',
  NOT_MODERATOR: 'Only the Sustainability Guide of this room can do that.',
  NOT_IN_SESSION: 'You have not joined this room.',
  WRONG_PHASE: 'This action is not possible in the current phase of the game.',
  ILLEGAL_TRANSITION: 'The game cannot move to that phase from the current one.',
  GAME_ALREADY_STARTED: 'The game has already started; new players can no longer join.',
  GUIDE_CANNOT_JOIN: 'Whoever holds the Sustainability Guide card cannot join as a player.',
  SESSION_FULL: 'The room is full (50 players at most).',
  PLAYER_ELIMINATED: 'You have been eliminated and can only watch.',
  NOT_YOUR_TURN: "It is not your role's turn now.",
  ALREADY_ACTED: 'You have already made your choice tonight.',
  ALREADY_VOTED: 'You have already voted; your vote cannot be changed.',
  INVALID_TARGET: 'The chosen player is not in this room.',
  SELF_TARGET: 'You cannot choose yourself.',
  TARGET_ELIMINATED: 'The chosen player has already been eliminated.',
  NOT_ELIGIBLE: 'You are not eligible for this special action.',
  TOPIC_NOT_FOUND: 'Topic not found.',
  TOPIC_ALREADY_COMPLETED: 'You have already completed this topic.',
  DEADLINE_NOT_REACHED: 'The time for this phase is not up yet.',
  GAME_OVER: 'The game is over.',
  ALREADY_SEATED: 'That account already has a seat in this room.',
  ACCOUNT_NOT_FOUND:
    'No account has that username. Ask the student to sign up first, then try again.',
  INVALID_DURATION: 'The extra time is not valid.',
  GUIDE_ROLE_REQUIRED: "Only a Sustainability Guide can write and change the game's content.",
  MATERIAL_NOT_FOUND: 'This learning material was not found.',
  MATERIAL_URL_TAKEN: 'A material with this link is already in the list.',
  MATERIAL_NOT_EDITABLE: "EcoSCha's built-in materials cannot be changed or hidden.",
  MATERIAL_NOT_YOURS: 'You can only change materials that you added yourself.',
  NARRATIVE_NOT_FOUND: 'You have no version of your own of this narrative.',
  GLOSSARY_ENTRY_NOT_FOUND: 'This glossary phrase was not found.',
  GLOSSARY_ENTRY_NOT_YOURS: 'You can only see and change glossary phrases that you wrote yourself.',
  GLOSSARY_PHRASE_TAKEN:
    'This phrase is already in your glossary (perhaps hidden). Edit or restore that one.',
  QUESTION_NOT_FOUND: 'This question was not found.',
  QUESTION_NOT_YOURS: 'You can only see and change questions that you wrote yourself.',
  QUESTION_BANK_EMPTY:
    'You have no questions of your own that are shown. Write or restore some first, or choose the default questions.',
  QUESTION_SET_INVALID:
    'This question file cannot be imported. No question was added; fix the questions listed and try again.',
  PAYLOAD_TOO_LARGE: 'The data sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported data format. Send JSON.',
  CLASS_NOT_FOUND: 'This class was not found.',
  CLASS_NOT_YOURS: 'This class belongs to another guide.',
  CLASS_ENDED: 'This class has ended: its badges no longer work.',
  STUDENT_NOT_FOUND: 'This student is not on the class roster.',
  STUDENT_NAME_TAKEN:
    'This name is already on the roster. Tell them apart, for example with a last initial.',
  ROSTER_FULL: 'A class holds at most 60 students.',
  BADGE_INVALID:
    'This badge code does not work. Check the code, or ask your guide for a new badge.',
  BADGE_UNREADABLE:
    "This badge cannot be shown again (the server's key changed). Make a new badge.",
  BADGE_ACCOUNT: 'A badge account has no e-mail address or password.',
  GUIDE_CANNOT_LINK:
    "A guide's account cannot be linked to a student's badge: whoever held the badge would sign in as the guide.",
  NO_LINKED_ACCOUNT:
    'This student logs in with a badge, without an e-mail account: there is no password to reset.',
  RESET_CODE_INVALID: 'The e-mail or reset code is wrong, or the code was used or has expired.',
  INVITE_REQUIRED:
    'On this school server, a new guide account needs an invite from the administrator.',
  INVITE_INVALID: 'This invite does not work: it was used, has expired, or is wrong.',
  ADMIN_REQUIRED: 'Only the server administrator can do this.',
  GUIDE_CHARACTER_LOCKED:
    "The Sustainability Guide's role belongs to guide accounts: scanning a card cannot give it or take it away.",
  RATE_LIMITED: 'Too many attempts. Wait a moment and try again.',
  SOCKET_RATE_LIMITED: 'Too many messages from this device. Wait a moment.',
  SOCKET_CUT_OFF:
    'The connection was closed because of too many messages. Reload the page in a little while.',
  TOO_MANY_CONNECTIONS:
    'Your account is connected from too many devices, so the oldest connection was closed.',
  SOCKET_REPLACED:
    'This session is open on too many devices with your account, so this screen no longer updates live.',
  SERVER_BUSY: 'The server is busy. Try again in a moment.',
  TOKEN_REVOKED: 'You were signed out on every device. Please log in again.',
  INTERNAL: 'Something went wrong on the server. Please try again.',
  DATABASE_UNAVAILABLE: 'The database is unavailable right now. Try again later.',
} as const satisfies Record<ErrorCode, string>;
