import type { AdminPageComponent } from '../page-component'
import type { CONTENT_CURATION_PAGES, CONTENT_OPERATIONS_PAGES } from './paths'

export const contentCurationPages: Record<
  (typeof CONTENT_CURATION_PAGES)[number],
  AdminPageComponent
> = {}

export const contentOperationsPages: Record<
  (typeof CONTENT_OPERATIONS_PAGES)[number],
  AdminPageComponent
> = {}
