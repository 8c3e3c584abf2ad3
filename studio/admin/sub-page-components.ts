import { DiscoverySearchCategorySettingPage } from './content/DiscoverySearchCategorySettingPage'
import type { AdminPageComponent } from './page-component'
import type { ADMIN_SUB_PAGES } from './sub-pages'

/** The components of `ADMIN_SUB_PAGES`, one each. */
export const subPageComponents: Record<(typeof ADMIN_SUB_PAGES)[number], AdminPageComponent> = {
  'search-category-setting': DiscoverySearchCategorySettingPage,
}
