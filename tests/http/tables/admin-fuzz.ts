import type { FuzzRoute } from '../../support/fuzz'

/** Admin area routes with their real field names. */
export const adminFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/admin/audit-log',
    caller: 'admin',
    fields: ['q', 'actor', 'target', 'before', 'limit'],
  },
]
