import { lazy, Suspense } from 'react'
import { useLoginDialog } from './login-dialog-store'
import { useLoginRequest } from './use-login-request'
import { usePartnerReturn } from './use-partner-return'

// The dialog (and Radix with it) loads the first time someone opens it.
const LoginDialog = lazy(() =>
  import('./LoginDialog').then((module) => ({ default: module.LoginDialog })),
)

/** Mounts the login popup once it has been asked for (or the address asks), on any page. */
export function LoginDialogHost() {
  useLoginRequest()
  usePartnerReturn()
  const requested = useLoginDialog((state) => state.requested)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  )
}
