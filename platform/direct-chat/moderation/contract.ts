/**
 * Admin moderation of direct chat: bans from global rooms, and the review of the reports
 * members file (docs/DIRECT-CHAT.md "Moderation"). Wire types only.
 */
import type { RoomKind } from '../contract'

export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const
export type ReportState = (typeof REPORT_STATES)[number]

export interface GlobalRoomBan {
  roomId: string
  roomTitle: string
  userOid: string
  /** null: the account is gone. */
  nickname: string | null
  reason: string
  bannedBy: string
  createdAt: string
}

export interface ReportRow {
  reportOid: string
  roomId: string
  roomTitle: string
  roomKind: RoomKind | null
  messageId: string | null
  /** The reported message's text as stored (null: a room or member report, or gone). */
  messageText: string | null
  messageKind: string | null
  reporterOid: string
  reporterNickname: string | null
  targetUserOid: string | null
  targetNickname: string | null
  reason: string
  state: ReportState
  reviewedBy: string | null
  reviewedAt: string | null
  createdAt: string
}

export interface Paged {
  page: number
  pageViewSize: number
  total: number
}

export interface ModerationRoutes {
  'GET /chat/admin/global-chat-room/bans': {
    request: { roomId?: string; page?: number; pageViewSize?: number }
    response: { bans: GlobalRoomBan[] } & Paged
  }
  'POST /chat/admin/global-chat-room/ban': {
    request: { roomId: string; userOid: string; reason?: string }
    response: { ban: GlobalRoomBan }
  }
  'POST /chat/admin/global-chat-room/unban': {
    request: { roomId: string; userOid: string }
    response: { unbanned: true }
  }
  'GET /chat/admin/reports': {
    request: { state?: ReportState; page?: number; pageViewSize?: number }
    response: { reports: ReportRow[] } & Paged
  }
  'POST /chat/admin/reports/review': {
    request: { reportOid: string; state: Exclude<ReportState, 'open'> }
    response: { report: ReportRow }
  }
}
