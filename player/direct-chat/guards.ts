import { useEffect } from 'react'
import { navigate } from '../../web/routing'
import { useSession } from '../../web/session'
import { useLocalizedPath } from '../shell/use-localized-path'

/** Spec §2: `chat` needs a login, else Home. Answers my oid once signed in. */
export function useSignedInOrHome(): string | null {
  const localized = useLocalizedPath()
  const userOid = useSession((state) => (state.token ? (state.user?.oid ?? null) : null))
  useEffect(() => {
    if (!userOid) navigate(localized('/'), { replace: true })
  }, [userOid, localized])
  return userOid
}

/** Spec §2: `chat/settings` needs a creator (the server's creator role), else not-found. */
export function useIsCreator(): boolean {
  return useSession(
    (state) =>
      !!state.token && !!state.user?.roles.some((role) => role === 'creator' || role === 'admin'),
  )
}
