import type { FuzzRoute } from '../../support/fuzz'

/** Emoticon calls with their real field names; writes as the admin (who may write any creator's). */
export const emoticonsFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/emoticon/groups',
    caller: 'admin',
    fields: ['creatorOid', 'emoticonGroups'],
  },
  { method: 'GET', path: '/emoticon/group/creator', caller: 'user', fields: ['creatorOid'] },
  { method: 'GET', path: '/emoticon/group/free', caller: 'none', fields: ['creatorOid'] },
  { method: 'GET', path: '/emoticon/group/usable', caller: 'user', fields: ['creatorOid'] },
  { method: 'POST', path: '/emoticon/upload', caller: 'admin', fields: ['creatorOid', 'name'] },
  { method: 'GET', path: '/emoticon/uploads', caller: 'admin', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/emoticon/delete',
    caller: 'admin',
    fields: ['creatorOid', 'emoticonOid'],
  },
]
