import { createCatalogueApi } from '../../web/api/catalogue'
import { apiClient } from '../../web/session'

/** The catalogue calls of this page, on the page's session-aware client. */
export const catalogueApi = createCatalogueApi(apiClient)
