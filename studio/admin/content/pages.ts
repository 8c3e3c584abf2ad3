import type { AdminPageComponent } from '../page-component'
import { BannerCountPage } from './BannerCountPage'
import { BannerCreatorPage } from './BannerCreatorPage'
import { BannerManagerPage } from './BannerManagerPage'
import { ContentToolsPage } from './ContentToolsPage'
import { CurationPage } from './CurationPage'
import { DiscoverySearchCategoryPage } from './DiscoverySearchCategoryPage'
import { FileRecommendationsPage } from './FileRecommendationsPage'
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
  'search-category': DiscoverySearchCategoryPage,
  'banner-manager': BannerManagerPage,
  'creator-banner': BannerCreatorPage,
  'banner-count': BannerCountPage,
  recommendfilecontents: FileRecommendationsPage,
}

export const contentOperationsPages: Record<
  (typeof CONTENT_OPERATIONS_PAGES)[number],
  AdminPageComponent
> = {
  event: OpsEventsPage,
  'qr-event': OpsQrEventsPage,
  'illegal-downloader': OpsIllegalDownloaderPage,
  iconsample: OpsIconSamplesPage,
  'content-tools': ContentToolsPage,
}
