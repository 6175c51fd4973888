import { z } from 'zod';
import {
  AchievementTypeSchema,
  GameViewSchema,
  VictoryTypeSchema,
  WinnerSchema,
  WinReasonSchema,
  WirePhaseSchema,
} from './game-views';
import { ScreenPresencePayloadSchema, ScreenStatePayloadSchema } from './projector';
import { SOCKET_EVENTS } from './socket-event-names';
import { ViewPatchSchema } from './view-patch';

// client -> server

export const JoinRoomPayloadSchema = z.union([
  z.string().min(1).max(64),
  z.object({
    roomId: z.string().min(1).max(64).optional(),
    sessionId: z.string().min(1).max(64).optional(),
    userId: z.string().max(64).optional(),
    /** The session's guide opening the class's projector screen: it gets `screen:state`. */
    viewer: z.literal('projector').optional(),
  }),
]);
export type JoinRoomPayload = z.infer<typeof JoinRoomPayloadSchema>;

/** Leaving takes the same forms as joining. */
export const LeaveRoomPayloadSchema = JoinRoomPayloadSchema;
export type LeaveRoomPayload = JoinRoomPayload;

// server -> client

const sessionId = z.string();

/** The socket is in the session's room; a `session:state` push follows. */
export const RoomJoinedPayloadSchema = z.object({ sessionId });

const pushed = {
  sessionId,
  /** Grows with every saved change: an older push than the one shown is dropped. */
  version: z.int(),
  /** The server's clock (epoch ms) when it sent this, to correct countdowns. */
  serverTime: z.number(),
};

/**
 * The view of the receiving socket's own seat, after every change it can see: whole on joining,
 * then what changed since the socket's previous push (`since`: that push's version). A patch
 * whose `since` is not the version the phone holds is not applied: the phone joins again.
 */
export const SessionStatePayloadSchema = z.union([
  z.object({ ...pushed, view: GameViewSchema }),
  z.object({ ...pushed, since: z.int(), patch: ViewPatchSchema }),
]);

/** Joining failed: `code` is an error code of the catalogue (`VALIDATION_FAILED`, ...). */
export const SessionErrorPayloadSchema = z.object({
  sessionId: sessionId.optional(),
  code: z.string(),
});

export const PhaseChangedPayloadSchema = z.object({
  sessionId,
  phase: WirePhaseSchema,
  round: z.int(),
});

export const GameEndedPayloadSchema = z.object({
  sessionId,
  winner: WinnerSchema,
  winReason: WinReasonSchema,
  victoryType: VictoryTypeSchema,
});

/** An award the rules made when the closing quiz completed. */
export const SaveAchievementDataPayloadSchema = z.object({
  sessionId,
  userId: z.string(),
  achievement: AchievementTypeSchema,
});

/** A change of the session: clients refetch what they show (the view comes separately). */
export const SessionEventPayloadSchema = z.object({ sessionId });

/** The payload schema of every server -> client event. */
export const SERVER_EVENT_PAYLOADS = {
  [SOCKET_EVENTS.roomJoined]: RoomJoinedPayloadSchema,
  [SOCKET_EVENTS.sessionState]: SessionStatePayloadSchema,
  [SOCKET_EVENTS.sessionError]: SessionErrorPayloadSchema,
  [SOCKET_EVENTS.phaseChanged]: PhaseChangedPayloadSchema,
  [SOCKET_EVENTS.discussionEnded]: SessionEventPayloadSchema,
  [SOCKET_EVENTS.gameEnded]: GameEndedPayloadSchema,
  [SOCKET_EVENTS.playerEliminated]: SessionEventPayloadSchema,
  [SOCKET_EVENTS.votingCompleted]: SessionEventPayloadSchema,
  [SOCKET_EVENTS.saveAchievementData]: SaveAchievementDataPayloadSchema,
  [SOCKET_EVENTS.screenState]: ScreenStatePayloadSchema,
  [SOCKET_EVENTS.screenPresence]: ScreenPresencePayloadSchema,
} as const;

/** The payload schema of every client -> server event. */
export const CLIENT_EVENT_PAYLOADS = {
  [SOCKET_EVENTS.joinRoom]: JoinRoomPayloadSchema,
  [SOCKET_EVENTS.leaveRoom]: LeaveRoomPayloadSchema,
} as const;

export type ServerEventName = keyof typeof SERVER_EVENT_PAYLOADS;
export type ServerEventPayload<E extends ServerEventName> = z.infer<
  (typeof SERVER_EVENT_PAYLOADS)[E]
>;
export type ClientEventName = keyof typeof CLIENT_EVENT_PAYLOADS;
export type ClientEventPayload<E extends ClientEventName> = z.input<
  (typeof CLIENT_EVENT_PAYLOADS)[E]
>;

/** Socket.IO's event maps (`Server<ClientToServerEvents, ServerToClientEvents>`, `Socket<...>`). */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientEventPayload<E>) => void;
};

export type SessionStatePayload = ServerEventPayload<'session:state'>;
export type PhaseChangedPayload = ServerEventPayload<'phaseChanged'>;
export type GameEndedPayload = ServerEventPayload<'gameEnded'>;
export type SaveAchievementDataPayload = ServerEventPayload<'saveAchievementData'>;
export type SessionErrorPayload = ServerEventPayload<'session:error'>;
