import type { FuzzRoute } from '../../support/fuzz'

/** Campaigns' routes with their real field names (the admin revenue row: admin-money-fuzz). */
export const campaignsFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/content/campaign',
    caller: 'none',
    fields: ['campaignOid', 'creatorOid', 'state', 'before'],
  },
  {
    method: 'POST',
    path: '/content/campaign',
    caller: 'admin',
    fields: [
      'campaignOid',
      'title',
      'description',
      'imageUrl',
      'goalCoins',
      'endsAt',
      'rewardTiers',
    ],
  },
  {
    method: 'POST',
    path: '/content/campaign/state',
    caller: 'user',
    fields: ['campaignOid', 'event', 'coins', 'key'],
  },
  {
    method: 'POST',
    path: '/content/campaign/refund',
    caller: 'user',
    fields: ['campaignOid', 'refundType', 'contributionOid'],
  },
  {
    method: 'GET',
    path: '/content/campaign/contributors',
    caller: 'none',
    fields: ['campaignOid', 'before'],
  },
]
