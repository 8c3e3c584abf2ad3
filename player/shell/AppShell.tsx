import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { Footer } from './Footer'
import { Header } from './Header'

// Loaded only for a signed-in player, after the page: it stays out of the first paint's JavaScript.
const CheckInNudge = lazy(() => import('../myinfo/CheckInNudge'))
// The platform's popup notices, after the page (most visits have none to show).
const NoticePopup = lazy(() => import('./notices/NoticePopup'))
// Only for an account awaiting deletion.
const UnregisterConfirm = lazy(() => import('./UnregisterConfirm'))

/** The spec's shared layout: header, the page, a footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const signedIn = useSession((state) => !!state.token)
  const awaitingDeletion = useSession((state) => state.user?.unregisterState === 'wait')
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {signedIn ? (
        <Suspense fallback={null}>
          <CheckInNudge />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <NoticePopup />
      </Suspense>
      {signedIn && awaitingDeletion ? (
        <Suspense fallback={null}>
          <UnregisterConfirm />
        </Suspense>
      ) : null}
    </>
  )
}
