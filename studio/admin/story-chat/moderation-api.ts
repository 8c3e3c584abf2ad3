import type { ReportState } from '../../../platform/direct-chat/moderation/contract'
import { api } from '../../../web/session'

export type {
  GlobalRoomBan,
  ReportRow,
  ReportState,
} from '../../../platform/direct-chat/moderation/contract'

/** Direct chat's moderation calls (platform/direct-chat/moderation, docs/DIRECT-CHAT.md). */
export const moderationApi = {
  bans: (query: { page: number; pageViewSize: number; roomId?: string }) =>
    api.get('/chat/admin/global-chat-room/bans', query),
  ban: (input: { roomId: string; userOid: string; reason: string }) =>
    api.post('/chat/admin/global-chat-room/ban', input),
  unban: (input: { roomId: string; userOid: string }) =>
    api.post('/chat/admin/global-chat-room/unban', input),
  reports: (query: { page: number; pageViewSize: number; state?: ReportState }) =>
    api.get('/chat/admin/reports', query),
  review: (input: { reportOid: string; state: Exclude<ReportState, 'open'> }) =>
    api.post('/chat/admin/reports/review', input),
}
