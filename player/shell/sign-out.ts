import { api, useSession } from '../../web/session'

/** Ends the session here even when the server cannot be told (offline, expired token). */
export async function signOut(): Promise<void> {
  await api.post('/account/logout').catch(() => undefined)
  useSession.getState().clearSession()
}
