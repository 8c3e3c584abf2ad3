import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { managesChannels } from '../myinfo/channel-manager-store'
import { matchPlayerRoute } from '../routes'
import { widgetShown } from './chat-widget'
import { Footer } from './Footer'
import { Header } from './Header'
import { InvitationCapture } from './InvitationCapture'

// Loaded only for a signed-in player, after the page: it stays out of the first paint's JavaScript.
const CheckInNudge = lazy(() => import('../myinfo/CheckInNudge'))
// The platform's popup notices, after the page (most visits have none to show).
const NoticePopup = lazy(() => import('./notices/NoticePopup'))
// Only for an account awaiting deletion.
const UnregisterConfirm = lazy(() => import('./UnregisterConfirm'))
// Only for creators (the cherry-picker tag's notice) and channel managers (their mode's bar).
const CherryPickerNotice = lazy(() => import('./CherryPickerNotice'))
const ChannelManagerBar = lazy(() => import('./ChannelManagerBar'))
// The floating chat launcher, for a signed-in reader on the pages that do not hide it.
const ChatWidget = lazy(() => import('./chat-widget/ChatWidget'))

/** The spec's shared layout: header, the page, a footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const signedIn = useSession((state) => !!state.token)
  const awaitingDeletion = useSession((state) => state.user?.unregisterState === 'wait')
  const isCreator = useSession((state) => !!state.user?.isCreator)
  const isManager = useSession((state) => managesChannels(state.user))
  const myOid = useSession((state) => (state.token ? (state.user?.oid ?? null) : null))
  const { pathname } = useLocation()
  const withWidget = widgetShown(matchPlayerRoute(pathname).name, !!myOid)
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <InvitationCapture />
      {signedIn && isManager ? (
        <Suspense fallback={null}>
          <ChannelManagerBar />
        </Suspense>
      ) : null}
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
      {withWidget && myOid ? (
        <Suspense fallback={null}>
          <ChatWidget myOid={myOid} />
        </Suspense>
      ) : null}
      {signedIn && isCreator ? (
        <Suspense fallback={null}>
          <CherryPickerNotice />
        </Suspense>
      ) : null}
      {signedIn && awaitingDeletion ? (
        <Suspense fallback={null}>
          <UnregisterConfirm />
        </Suspense>
      ) : null}
    </>
  )
}
