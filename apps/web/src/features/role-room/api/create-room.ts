import { useMutation } from '@tanstack/react-query';
import {
  API,
  type AccessibilityModeBody,
  type QuestionBankChoice,
  type SessionTimings,
} from '@ecoscha/contracts';
import { api, ApiError } from '@/lib/api-client';
import { newRoomCode } from '../utils/room-code';

/** The part of the session view this screen reads. */
export type SessionSummary = { _id?: string; roomCode?: string };

type CreateSessionBody = {
  roomCode: string;
  moderatorId: string;
  moderatorUsername?: string;
  /** The guide's own durations; left out when the guide kept the defaults. */
  timings?: SessionTimings;
  /** The quiz questions: the guide's own or both; left out for the default ones. */
  questionBank?: QuestionBankChoice;
  /** The accessibility mode; left out while it is off. */
  accessibility?: AccessibilityModeBody;
  /** The guide's class the room is for; left out for none. */
  classId?: string;
};

/** A fresh code clashing with a running room is unlikely; three tries make it vanishingly so. */
export const ROOM_CODE_ATTEMPTS = 3;

/** The server accepted the request but sent no session id back. */
export class RoomNotCreatedError extends Error {
  override readonly name = 'RoomNotCreatedError';
}

/** POST /api/game-sessions (the caller must hold sustainability_guide_1). */
export function createSession(body: CreateSessionBody): Promise<SessionSummary | undefined> {
  return api.post<SessionSummary | undefined>(API.sessions.create, body);
}

export type CreatedRoom = { sessionId: string; roomCode: string };
export type Moderator = {
  moderatorId: string;
  moderatorUsername?: string;
  timings?: SessionTimings;
  questionBank?: QuestionBankChoice;
  accessibility?: AccessibilityModeBody;
  classId?: string;
};

/** Generates a room code on this device and creates the session; a taken code gets a new one. */
export async function createRoom(
  moderator: Moderator,
  nextCode: () => string = newRoomCode,
): Promise<CreatedRoom> {
  for (let attempt = 1; ; attempt += 1) {
    const roomCode = nextCode();
    try {
      const session = await createSession({ roomCode, ...moderator });
      if (!session?._id) throw new RoomNotCreatedError();
      return { sessionId: session._id, roomCode: session.roomCode ?? roomCode };
    } catch (error) {
      const taken = error instanceof ApiError && error.code === 'ROOM_CODE_TAKEN';
      if (!taken || attempt >= ROOM_CODE_ATTEMPTS) throw error;
    }
  }
}

export function useCreateRoom() {
  return useMutation({ mutationFn: (moderator: Moderator) => createRoom(moderator) });
}
