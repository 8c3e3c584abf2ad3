import type { FuzzRoute } from '../../support/fuzz'

/** Encoding calls with their real field names, as a creator-side user and as an admin. */
export const encodingFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/content/encoding',
    caller: 'user',
    fields: ['contentOid', 'kind', 'sourceKey', 'language', 'skipEncryption'],
  },
  {
    method: 'POST',
    path: '/content/encoding',
    caller: 'admin',
    fields: ['contentOid', 'kind', 'sourceKey', 'language', 'skipEncryption'],
  },
  {
    method: 'POST',
    path: '/content/reencoding',
    caller: 'admin',
    fields: ['contentOid', 'skipEncryption'],
  },
  { method: 'DELETE', path: '/content/encoding', caller: 'user', fields: ['contentOid'] },
  { method: 'GET', path: '/content/encoding-status', caller: 'user', fields: ['contentOid'] },
  { method: 'GET', path: '/content/check-task', caller: 'admin', fields: ['taskId', 'contentOid'] },
]
