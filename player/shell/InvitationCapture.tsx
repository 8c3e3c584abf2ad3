import { useEffect } from 'react'
import { useSession } from '../../web/session'
import { captureInvitation } from '../login/invitation'
import { useLoginDialog } from '../login/login-dialog-store'

/** An invitation link opens the sign-up form, its code filled in (signed-out visitors). */
export function InvitationCapture() {
  const signedIn = useSession((state) => !!state.token)
  const openAt = useLoginDialog((state) => state.openAt)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load; the link's parameter is gone afterwards
  useEffect(() => {
    if (captureInvitation(window.location, window.history) && !signedIn) openAt('signUp')
  }, [])
  return null
}
