import { api } from '../../../web/session'

/** The admin's creator tag calls (platform/accounts; docs/ACCOUNT-DETAILS.md). */
export const creatorTagsApi = {
  of: (userOid: string) => api.get('/account/admin/creator-tags', { userOid }),
  add: (userOid: string, tag: string) =>
    api.post('/account/admin/creator-tags/add', { userOid, tag }),
  remove: (userOid: string, tag: string) =>
    api.post('/account/admin/creator-tags/remove', { userOid, tag }),
}
