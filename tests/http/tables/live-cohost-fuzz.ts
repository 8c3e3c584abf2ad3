import type { FuzzRoute } from '../../support/fuzz'

/** Live co-host routes with their real field names, as the admin (every creator's). */
export const liveCohostFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/cohost', caller: 'admin', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/live/cohost',
    caller: 'admin',
    fields: [
      'creatorOid',
      'storyOid',
      'version',
      'characterName',
      'persona',
      'triggers',
      'voice',
      'monthlyAllowance',
      'streamCap',
    ],
  },
  { method: 'POST', path: '/live/cohost/mute', caller: 'admin', fields: ['creatorOid', 'muted'] },
  { method: 'GET', path: '/live/cohost/budget', caller: 'admin', fields: ['creatorOid'] },
]
