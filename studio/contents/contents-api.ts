import { createContentApi } from '../../web/api/content'
import { apiClient } from '../../web/session'

/** The content calls of the studio, on the page's session-aware client. */
export const contentApi = createContentApi(apiClient)
