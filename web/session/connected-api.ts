import { createApiClient, createTypedApi, type RequestContext } from '../api'
import { useSession } from './session-store'

/** What every request of this page carries: token, language and device id from the session. */
export function sessionRequestContext(): RequestContext {
  const session = useSession.getState()
  return {
    token: session.token,
    language: session.activeLanguage,
    userOid: session.user?.oid ?? null,
    loginType: session.loginType,
    guestDeviceId: session.guestDeviceId,
    gaClientId: null,
  }
}

/** The API client of this page. */
export const apiClient = createApiClient({
  getContext: sessionRequestContext,
  onSessionExpired: () => useSession.getState().clearSession(),
})

/** The typed client of this page: paths, inputs and answers from the areas' route maps. */
export const api = createTypedApi(apiClient)
