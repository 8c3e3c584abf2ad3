import { AuditLogPage } from '../AuditLogPage'
import type { AdminPageComponent } from '../page-component'
import { QueuesPage } from '../QueuesPage'
import type { MACHINERY_PAGES } from './paths'

export const machineryPages: Record<(typeof MACHINERY_PAGES)[number], AdminPageComponent> = {
  queues: QueuesPage,
  'audit-log': AuditLogPage,
}
