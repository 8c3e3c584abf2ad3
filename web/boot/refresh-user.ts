import { api, useSession } from '../session'

/**
 * Checks a remembered session against the server and updates the user. A 401 clears
 * the session through the API client; a network failure keeps the remembered state.
 */
export async function refreshSignedInUser(): Promise<void> {
  if (!useSession.getState().token) return
  try {
    const { user, isMe } = await api.get('/account/getuser')
    const current = useSession.getState().user
    if (isMe && current) useSession.getState().setUser({ ...current, ...user })
  } catch {
    // Handled by the client (expired session) or harmless (offline).
  }
}
