import { apiClient, sessionRequestContext } from '../../web/session'
import { createTestChatApi } from './test-chat-api'

/** The test chat's API, on the shared session. */
export const testChatApi = createTestChatApi(apiClient, {
  getContext: sessionRequestContext,
})
