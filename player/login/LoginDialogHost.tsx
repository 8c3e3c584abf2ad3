import { lazy, Suspense } from 'react'
import { useLoginDialog } from './login-dialog-store'

// The dialog (and Radix with it) loads the first time someone opens it.
const LoginDialog = lazy(() =>
  import('./LoginDialog').then((module) => ({ default: module.LoginDialog })),
)

/** Mounts the login popup once it has been asked for, on any page (bare ones too). */
export function LoginDialogHost() {
  const requested = useLoginDialog((state) => state.requested)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  )
}
