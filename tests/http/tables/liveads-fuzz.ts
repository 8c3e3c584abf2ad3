import type { FuzzRoute } from '../../support/fuzz'

/** Live ads routes with their real field names. */
export const liveadsFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/live/admin/ad',
    caller: 'admin',
    fields: [
      'oid',
      'title',
      'mediaUrl',
      'clickUrl',
      'skipAfterSeconds',
      'thresholdSeconds',
      'enabled',
    ],
  },
  { method: 'DELETE', path: '/live/admin/ad', caller: 'admin', fields: ['oid'] },
  { method: 'POST', path: '/live/admin/ad/sync', caller: 'admin', fields: ['oid'] },
  { method: 'POST', path: '/live/ad/count/show', caller: 'none', fields: ['oid'] },
  { method: 'POST', path: '/live/ad/count/click', caller: 'none', fields: ['oid'] },
]
