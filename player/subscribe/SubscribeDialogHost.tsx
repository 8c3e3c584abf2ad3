import { lazy, Suspense } from 'react'
import { useSubscribeDialog } from './subscribe-dialog-store'

const SubscribeDialog = lazy(() =>
  import('./SubscribeDialog').then((module) => ({ default: module.SubscribeDialog })),
)

/** Loads the dialog (and Radix) only once someone asks to subscribe. */
export function SubscribeDialogHost() {
  const open = useSubscribeDialog((state) => !!state.target)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SubscribeDialog />
    </Suspense>
  )
}
