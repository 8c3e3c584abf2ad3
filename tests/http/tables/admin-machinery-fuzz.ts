import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's machinery pages' routes with their real field names. */
export const adminMachineryFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/content/admin/encoding-callbacks',
    caller: 'admin',
    fields: ['q', 'before'],
  },
  { method: 'POST', path: '/content/admin/lambdaComplete', caller: 'admin', fields: ['jobId'] },
  { method: 'GET', path: '/upload/admin/cache', caller: 'admin', fields: [] },
  { method: 'POST', path: '/upload/admin/cache-version', caller: 'admin', fields: [] },
  { method: 'POST', path: '/upload/purgePublicCDN', caller: 'admin', fields: ['cacheKeys'] },
]
