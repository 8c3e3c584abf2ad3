import { lazy, Suspense } from 'react'
import { useAdultVerify } from './adult-verify-store'

// The dialog (and Radix) loads only when someone asks to verify.
const AdultVerifyDialog = lazy(() =>
  import('./AdultVerifyDialog').then((module) => ({ default: module.AdultVerifyDialog })),
)

export function AdultVerifyHost() {
  const open = useAdultVerify((state) => state.open)
  const setOpen = useAdultVerify((state) => state.setOpen)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <AdultVerifyDialog setOpen={setOpen} />
    </Suspense>
  )
}
