import type { AdminMailRequest, AdminMailSegment } from '../../../platform/accounts/contract'
import type { PartnerLevel } from '../../../platform/channels/contract'
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
}
