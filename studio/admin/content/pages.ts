import type { AdminPageComponent } from '../page-component'
import { CurationPage } from './CurationPage'
import { OpsEventsPage } from './OpsEventsPage'
import { OpsIconSamplesPage } from './OpsIconSamplesPage'
import { OpsIllegalDownloaderPage } from './OpsIllegalDownloaderPage'
import { OpsQrEventsPage } from './OpsQrEventsPage'
import type { CONTENT_CURATION_PAGES, CONTENT_OPERATIONS_PAGES } from './paths'

export const contentCurationPages: Record<
  (typeof CONTENT_CURATION_PAGES)[number],
  AdminPageComponent
> = {
  'page-curation': CurationPage,
}

export const contentOperationsPages: Record<
  (typeof CONTENT_OPERATIONS_PAGES)[number],
  AdminPageComponent
> = {
  event: OpsEventsPage,
  'qr-event': OpsQrEventsPage,
  'illegal-downloader': OpsIllegalDownloaderPage,
  iconsample: OpsIconSamplesPage,
}
