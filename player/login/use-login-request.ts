import { useEffect } from 'react'
import { readLoginRequest, withoutLoginRequest } from '../../web/routing'
import { useSession } from '../../web/session'
import { useLoginDialog } from './login-dialog-store'

const canWrite = (roles: readonly string[] | undefined) =>
  !!roles && (roles.includes('creator') || roles.includes('admin'))

/**
 * An address like `/?login=1&next=/studio2` (the studio's, for a signed-out writer) opens
 * the login box; once a writer signs in they go back to that studio page. Anyone who
 * cannot write stories stays in the player. The request leaves the address once read, so
 * a reload does not open the box again.
 */
export function useLoginRequest() {
  useEffect(() => {
    const request = readLoginRequest(location.search)
    if (!request) return
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${withoutLoginRequest(location.search)}${location.hash}`,
    )
    const session = useSession.getState()
    if (session.token && request.returnTo && canWrite(session.user?.roles))
      location.assign(request.returnTo)
    else if (!session.token) useLoginDialog.getState().openAt('login', request.returnTo)
  }, [])

  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        const { returnTo } = useLoginDialog.getState()
        if (!returnTo || !state.token || previous.token) return
        if (canWrite(state.user?.roles)) location.assign(returnTo)
        else useLoginDialog.setState({ returnTo: null })
      }),
    [],
  )
}
