import { normaliseRoomCode, ROOM_CODE_LENGTH, ROOM_CODE_PATTERN } from '@ecoscha/contracts';

/**
 * What a room-code field holds (the role room's, the join page's, a scanned `?code=`): the code as
 * the server stores it (upper case, no spaces or dashes) and at most one code long. A field of
 * spaces alone stays as it is, so that Join answers it with "Room code is required!".
 */
export function roomCodeFieldValue(value: string): string {
  const code = normaliseRoomCode(value);
  return code ? code.slice(0, ROOM_CODE_LENGTH) : value;
}

/** A code that may name a room (older codes with 0, O, 1, I and L included). */
export function isRoomCode(value: string): boolean {
  return ROOM_CODE_PATTERN.test(value);
}
