import type { FuzzRoute } from '../../support/fuzz'

/** The analytics call with its real field names, as a visitor and as a signed-in user. */
export const analyticsFuzz: FuzzRoute[] = [
  { method: 'POST', path: '/mixpanel/track', caller: 'none', fields: ['event', 'properties'] },
  { method: 'POST', path: '/mixpanel/track', caller: 'user', fields: ['event', 'properties'] },
  {
    method: 'GET',
    path: '/mixpanel/creator/page-views',
    caller: 'admin',
    fields: ['startDate', 'endDate'],
  },
]
