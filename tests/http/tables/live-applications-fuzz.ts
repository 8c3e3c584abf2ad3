import type { FuzzRoute } from '../../support/fuzz'

/** Live application routes with their real field names. */
export const liveApplicationsFuzz: FuzzRoute[] = [
  { method: 'POST', path: '/live/application', caller: 'user', fields: ['reason'] },
  { method: 'GET', path: '/live/admin/applications', caller: 'admin', fields: ['status', 'q'] },
  {
    method: 'POST',
    path: `/live/admin/application/${'e'.repeat(24)}/refuse`,
    caller: 'admin',
    fields: ['note'],
  },
]
