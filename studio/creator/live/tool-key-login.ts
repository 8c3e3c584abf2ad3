import { useEffect, useState } from 'react'
import { useSession } from '../../../web/session'
import { liveStudioApi } from './live-api'
import { takeToolKey } from './live-rules'

export type ToolKeyLogin =
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'failed'; error: unknown }

/**
 * The creator studio guard's tool key (spec §2): a studio address opened with `?toolkey=…`
 * while nobody is signed in logs the tool in with `POST /live/toolkey`. The key leaves the
 * address bar at once, signed in or not, so it is not kept in the history or shared by a copy.
 */
export function useToolKeyLogin(): ToolKeyLogin {
  const [found] = useState(() => takeToolKey(location.href))
  const signedIn = useSession((state) => state.token !== null)
  const [login, setLogin] = useState<ToolKeyLogin>(() =>
    found.toolKey && !useSession.getState().token ? { state: 'pending' } : { state: 'none' },
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with
  useEffect(() => {
    if (found.cleanHref !== location.href) history.replaceState(history.state, '', found.cleanHref)
    if (login.state !== 'pending' || !found.toolKey) return
    let current = true
    liveStudioApi.toolKeyLogin(found.toolKey).then(
      (answer) => {
        if (!current) return
        useSession.getState().signIn(answer)
        setLogin({ state: 'none' })
      },
      (error: unknown) => {
        if (current) setLogin({ state: 'failed', error })
      },
    )
    return () => {
      current = false
    }
  }, [])

  return signedIn && login.state === 'pending' ? { state: 'none' } : login
}
