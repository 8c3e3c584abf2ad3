/**
 * The direct chat socket's frames both ways (docs/DIRECT-CHAT.md "Real time"). Types and
 * constants only, shared with the front ends (scripts/check-boundaries.ts `sharedContracts`).
 * Sending stays `POST /api/chat/rooms/:roomId/messages` (its answer is the ack); history and
 * marking read stay REST too: the socket only delivers.
 */
import type { DirectMessage } from './contract'

/** What the server pushes over the direct-chat socket. */
export type DirectChatEvent =
  /** A new message in one of my rooms (mine from another tab too). */
  | { type: 'message'; message: DirectMessage }
  /** A member's read check-point moved. */
  | { type: 'read'; roomId: string; userOid: string; lastReadId: string }
  /** A member is typing (at most every 3 s per member). */
  | { type: 'typing'; roomId: string; userOid: string; nickname: string }
  /** A room I am in changed (joined, left, settings, or a resume too long to replay): refetch it. */
  | { type: 'room'; roomId: string }

/** What the client sends. */
export type DirectChatClientFrame =
  | { type: 'typing'; roomId: string }
  /** After a reconnect: replay what I missed. */
  | { type: 'resume'; checkPoints: { roomId: string; afterId: string }[] }

/** The socket's path; `?token=` from `GET /api/chat/socket-token`. */
export const DIRECT_CHAT_SOCKET_PATH = '/api/chat/socket'

export const DIRECT_CHAT_REALTIME_LIMITS = {
  /** A member's typing frames reach the others at most once per this many ms and room. */
  typingIntervalMs: 3_000,
  /** Messages replayed per room on a resume; beyond it the room is sent as `room` (refetch). */
  replayPerRoom: 200,
  /** Rooms one resume may name. */
  resumeRoomsMax: 500,
} as const

/** `GET /api/chat/socket-token`: opens the socket for the signed-in user. */
export interface DirectChatSocketToken {
  token: string
  /** Until when the token may open a socket. */
  tokenExpirationTime: string
  /** When the socket is closed at the latest (a new token reconnects). */
  sessionExpirationTime: string
}
