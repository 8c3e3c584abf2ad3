import { createAccountsApi, createApiClient } from '../api'
import { useSession } from './session-store'

/** The API client of this page, reading token, language and device id from the session. */
export const apiClient = createApiClient({
  getContext: () => {
    const session = useSession.getState()
    return {
      token: session.token,
      language: session.activeLanguage,
      userOid: session.user?.oid ?? null,
      loginType: session.loginType,
      guestDeviceId: session.guestDeviceId,
      gaClientId: null,
    }
  },
  onSessionExpired: () => useSession.getState().clearSession(),
})

export const accountsApi = createAccountsApi(apiClient)
