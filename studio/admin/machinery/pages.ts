import { AuditLogPage } from '../AuditLogPage'
import type { AdminPageComponent } from '../page-component'
import { QueuesPage } from '../QueuesPage'
import { EncodingCallbacksPage } from './EncodingCallbacksPage'
import type { MACHINERY_PAGES } from './paths'
import { ServerCachePage } from './ServerCachePage'

export const machineryPages: Record<(typeof MACHINERY_PAGES)[number], AdminPageComponent> = {
  queues: QueuesPage,
  'encoding-callback-resender': EncodingCallbacksPage,
  servercache: ServerCachePage,
  'audit-log': AuditLogPage,
}
