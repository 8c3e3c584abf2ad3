// The server's own shapes, imported as types only (the front ends' boundary rule).
import type {
  AdultVerificationStatus,
  YotiSessionCreated,
  YotiSessionResultAnswer,
} from '../../platform/adult-verification/contract'
import type { LinkPlatform, PlatformsAnswer, ViewerAnswer } from '../../platform/links/contract'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

export type {
  AdultVerificationStatus,
  LinkPlatform,
  PlatformsAnswer,
  ViewerAnswer,
  YotiSessionCreated,
  YotiSessionResultAnswer,
}

/** Linked platforms (X, Twitch, YouTube) and multichat. */
export function createPlatformLinksApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    list: () => api.get('/platform'),
    viewers: () => api.get('/platform/viewer'),
    /** The provider's consent address; the browser goes there, then comes back to `returnTo`. */
    auth: (platform: LinkPlatform, returnTo: string) =>
      api.get('/platform/:platform/auth', { platform, returnTo }),
    remove: (platform: LinkPlatform) => api.post('/platform/:platform/delete', { platform }),
    multichat: (multichat: boolean) => api.post('/update/multichat', { multichat }),
  }
}

/** Yoti adult verification. */
export function createAdultVerificationApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    status: () => api.get('/yoti/status'),
    create: () => api.post('/yoti/session/create', {}),
    result: (id: string) => api.get('/yoti/session/result/:id', { id }),
  }
}
