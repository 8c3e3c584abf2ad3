import type { AdminMailRequest, AdminMailSegment } from '../../../platform/accounts/contract'
import type { ChannelSettingsRequest, PartnerLevel } from '../../../platform/channels/contract'
import type { AdminPushRequest, AdminPushSegment } from '../../../platform/notifications/contract'
import type { NoticeRequest } from '../../../platform/notifications/notices/contract'
import { api } from '../../../web/session'

/** One page of an admin list: the search and the cursor of the page (none: the first). */
export interface ListQuery {
  q: string
  cursor: string | undefined
}
const listQuery = ({ q, cursor }: ListQuery) => ({
  ...(q ? { q } : {}),
  ...(cursor ? { cursor } : {}),
})

/** The People group's calls (platform/accounts, platform/channels; docs/admin/people.md). */
export const peopleApi = {
  newUsers: (query: ListQuery) => api.get('/account/admin/newusers', listQuery(query)),
  unregisterWaitList: (query: ListQuery) => api.get('/account/admin/unregister', listQuery(query)),
  confirmUnregister: (userOid: string) =>
    api.post('/account/admin/unregister/confirm', { userOid }),
  stopUnregister: (userOid: string) => api.post('/account/admin/unregister/stop', { userOid }),
  resetTwoFactor: (userOid: string) => api.post('/account/admin/2fa/reset', { userOid }),
  mailAudience: (segment: AdminMailSegment, userOid?: string) =>
    api.get('/account/admin/mail/audience', { segment, ...(userOid ? { userOid } : {}) }),
  sendMail: (input: AdminMailRequest) => api.post('/account/admin/mail', input),
  creator: (oid: string) => api.get('/account/admin/creator', { oid }),
  creators: (query: ListQuery) => api.get('/account/admin/creators', listQuery(query)),
  setPartnerLevel: (creatorOid: string, partnerLevel: PartnerLevel) =>
    api.post('/account/admin/channel/partner-level', { creatorOid, partnerLevel }),
  pushAudience: (segment: AdminPushSegment, userOid?: string) =>
    api.get('/account/admin/push/audience', { segment, ...(userOid ? { userOid } : {}) }),
  sendPush: (input: AdminPushRequest) => api.post('/account/admin/push', input),
  pushes: (query: ListQuery) => api.get('/account/admin/pushes', listQuery(query)),
  notices: (query: ListQuery) => api.get('/account/admin/notices', listQuery(query)),
  saveNotice: (notice: NoticeRequest) => api.post('/account/admin/notices', notice),
  deleteNotice: (oid: string) => api.delete('/account/admin/notices', { oid }),
  userNotifications: (userOid: string, before: string | undefined) =>
    api.get('/account/admin/notifications', { userOid, ...(before ? { before } : {}) }),
  notification: (oid: string) => api.get('/account/admin/notification', { oid }),
  resendNotification: (requestId: string, notificationOid: string) =>
    api.post('/account/admin/notification/resend', { requestId, notificationOid }),
  channelManagers: (query: ListQuery) =>
    api.get('/account/admin/channel-managers', listQuery(query)),
  assignChannel: (managerOid: string, creatorOid: string) =>
    api.post('/account/admin/channel-managers/assign', { managerOid, creatorOid }),
  removeChannel: (managerOid: string, creatorOid: string) =>
    api.post('/account/admin/channel-managers/remove', { managerOid, creatorOid }),
  studioSettings: (creatorOid: string) =>
    api.get('/account/admin/channel/settings', { creatorOid }),
  saveStudio: (creatorOid: string, body: ChannelSettingsRequest) =>
    api.post('/account/admin/channel/settings', { ...body, creatorOid }),
}
