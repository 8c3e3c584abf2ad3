import { createChatApi } from '../../web/api/chat'
import { apiClient, sessionRequestContext } from '../../web/session'

/** The page's story-chat API. */
export const chatApi = createChatApi(apiClient, {
  getContext: sessionRequestContext,
})

/** A request id the server accepts (8–64 of [A-Za-z0-9_-]); it makes retries idempotent. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
