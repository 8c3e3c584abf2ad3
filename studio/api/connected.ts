import { apiClient } from '../../web/session'
import { createStoriesApi } from './stories-api'

/** The stories API of this page, with the shared session's token and language. */
export const storiesApi = createStoriesApi(apiClient)
