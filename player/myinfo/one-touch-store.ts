import { createOneTouchApi } from '../../web/api/one-touch'
import { apiClient } from '../../web/session'

export const oneTouchApi = createOneTouchApi(apiClient)
