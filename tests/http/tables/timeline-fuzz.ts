import type { FuzzRoute } from '../../support/fuzz'

/** Timeline calls with their real field names, as a creator-side user. */
export const timelineFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/content/timeline', caller: 'user', fields: ['contentOid'] },
  {
    method: 'PUT',
    path: '/content/timeline',
    caller: 'user',
    fields: ['contentOid', 'baseVersion', 'timeline'],
  },
  { method: 'GET', path: '/content/timeline/assets', caller: 'user', fields: ['contentOid'] },
  {
    method: 'POST',
    path: '/content/timeline/render',
    caller: 'user',
    fields: ['contentOid', 'version'],
  },
]
