import type { FuzzRoute } from '../../support/fuzz'

/** Live schedules and replays with their real field names; writes as the admin. */
export const liveReplaysFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/schedules', caller: 'none', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/schedule', caller: 'none', fields: ['creatorOid', 'oid'] },
  { method: 'POST', path: '/live/schedule', caller: 'admin', fields: ['creatorOid', 'info'] },
  { method: 'DELETE', path: '/live/schedule', caller: 'admin', fields: ['oid'] },
  { method: 'GET', path: '/live/replays', caller: 'none', fields: ['creatorOid'] },
  { method: 'DELETE', path: '/live/record', caller: 'admin', fields: ['creatorOid', 'recordOid'] },
  {
    method: 'POST',
    path: '/live/record/upload',
    caller: 'admin',
    fields: ['creatorOid', 'replayContent', 'contentOid', 'status', 'discountSettings'],
  },
]
