import type { FuzzRoute } from '../../support/fuzz'

/** Live entry-rule routes with their real field names; written as the admin (every studio). */
export const liveEntryFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/entry', caller: 'admin', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/live/entry',
    caller: 'admin',
    fields: ['creatorOid', 'entry', 'delayMinutes'],
  },
]
