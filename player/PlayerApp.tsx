import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from '../web/routing'
import { LoginDialogHost } from './login/LoginDialogHost'
import { pageTexts } from './page-texts'
import { matchPlayerRoute, type PlayerRouteName } from './routes'
import { AppShell } from './shell/AppShell'
import { usePageViewEvent } from './shell/page-view'
import { PageLoading, TopProgress } from './shell/progress'
import { usePageFocus } from './shell/use-page-focus'
import { SubscribeDialogHost } from './subscribe/SubscribeDialogHost'

// Each page is its own chunk; Home is small but still split so the shell paints first.
export interface PageProps {
  /** The route's path parameters (see `routes.ts`). */
  params: Record<string, string>
}

const notFound = lazy(() =>
  import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
)

const pages: Record<PlayerRouteName, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazy(() => import('./pages/HomePage').then((module) => ({ default: module.HomePage }))),
  myInfo: lazy(() =>
    import('./pages/MyInfoPage').then((module) => ({ default: module.MyInfoPage })),
  ),
  adultVerify: lazy(() =>
    import('./adult-verification/AdultVerifyPage').then((module) => ({
      default: module.AdultVerifyPage,
    })),
  ),
  yotiCallback: lazy(() =>
    import('./adult-verification/AdultVerifyPage').then((module) => ({
      default: module.YotiCallbackPage,
    })),
  ),
  passwordReset: lazy(() =>
    import('./pages/PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })),
  ),
  search: lazy(() =>
    import('./pages/SearchPage').then((module) => ({ default: module.SearchPage })),
  ),
  story: lazy(() => import('./pages/StoryPage').then((module) => ({ default: module.StoryPage }))),
  storyWait: lazy(() =>
    import('./chat/wait/StoryWaitPage').then((module) => ({ default: module.StoryWaitPage })),
  ),
  myChats: lazy(() =>
    import('./chat/mychats/MyChatsPage').then((module) => ({ default: module.MyChatsPage })),
  ),
  promptLog: lazy(() =>
    import('./chat/promptlog/PromptLogPage').then((module) => ({ default: module.PromptLogPage })),
  ),
  chat: lazy(() => import('./chat').then((module) => ({ default: module.ChatPage }))),
  characterMemories: lazy(() =>
    import('./character-dm').then((module) => ({ default: module.MemoriesPage })),
  ),
  charge: lazy(() =>
    import('./charge/ChargePage').then((module) => ({ default: module.ChargePage })),
  ),
  chargeSuccess: lazy(() =>
    import('./charge/ChargeResultPage').then((module) => ({ default: module.ChargeSuccessPage })),
  ),
  chargeFail: lazy(() =>
    import('./charge/ChargeResultPage').then((module) => ({ default: module.ChargeFailPage })),
  ),
  chargeDummy: lazy(() =>
    import('./charge/ChargeLandingPages').then((module) => ({ default: module.ChargeDummyPage })),
  ),
  chargeRegistration: lazy(() =>
    import('./charge/ChargeLandingPages').then((module) => ({
      default: module.CardRegistrationPage,
    })),
  ),
  play: lazy(() =>
    import('./content/ContentPage').then((module) => ({ default: module.ContentPage })),
  ),
  realplay: lazy(() =>
    import('./content/ContentPage').then((module) => ({ default: module.ContentPage })),
  ),
  scenario: lazy(() => import('./scenario').then((module) => ({ default: module.ScenarioPage }))),
  multiplay: lazy(() => import('./scenario').then((module) => ({ default: module.MultiplayPage }))),
  shelf: lazy(() =>
    import('./content/ShelfPage').then((module) => ({ default: module.ShelfPage })),
  ),
  illegalDownloader: lazy(() =>
    import('./content/IllegalDownloaderPage').then((module) => ({
      default: module.IllegalDownloaderPage,
    })),
  ),
  myPage: lazy(() => import('./mypage/MyPage').then((module) => ({ default: module.MyPage }))),
  liked: lazy(() => import('./mypage/LikedPage').then((module) => ({ default: module.LikedPage }))),
  purchases: lazy(() =>
    import('./mypage/PurchasesPage').then((module) => ({ default: module.PurchasesPage })),
  ),
  cart: lazy(() => import('./mypage/CartPage').then((module) => ({ default: module.CartPage }))),
  playlists: lazy(() =>
    import('./playlists/PlaylistsPage').then((module) => ({ default: module.PlaylistsPage })),
  ),
  playlist: lazy(() =>
    import('./playlists/PlaylistPage').then((module) => ({ default: module.PlaylistPage })),
  ),
  notifications: lazy(() =>
    import('./mypage/NotificationsPage').then((module) => ({
      default: module.NotificationsPage,
    })),
  ),
  events: lazy(() => import('./events').then((module) => ({ default: module.EventsPage }))),
  eventRecommendation: lazy(() =>
    import('./events').then((module) => ({ default: module.RecommendedEventsPage })),
  ),
  event: lazy(() => import('./events').then((module) => ({ default: module.EventPage }))),
  notices: lazy(() =>
    import('./mypage/NoticesPage').then((module) => ({ default: module.NoticesPage })),
  ),
  info: lazy(() => import('./mypage/InfoPage').then((module) => ({ default: module.InfoPage }))),
  channel: lazy(() => import('./channel').then((module) => ({ default: module.ChannelPage }))),
  creatorHome: lazy(() => import('./channel').then((module) => ({ default: module.ChannelPage }))),
  subscribeSuccess: lazy(() =>
    import('./subscribe/SubscribeResultPage').then((module) => ({
      default: module.SubscribeSuccessPage,
    })),
  ),
  subscribeFail: lazy(() =>
    import('./subscribe/SubscribeResultPage').then((module) => ({
      default: module.SubscribeFailPage,
    })),
  ),
  live: lazy(() => import('./live').then((module) => ({ default: module.LivePage }))),
  overlay: lazy(() => import('./live/overlay').then((module) => ({ default: module.OverlayPage }))),
  directChat: lazy(() =>
    import('./direct-chat').then((module) => ({ default: module.ChatHomePage })),
  ),
  directChatSettings: lazy(() =>
    import('./direct-chat').then((module) => ({ default: module.ChatSettingsPage })),
  ),
  directChatRoom: lazy(() =>
    import('./direct-chat').then((module) => ({ default: module.ChatRoomPage })),
  ),
  notFound,
}

export function PlayerApp() {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const route = matchPlayerRoute(pathname)
  const { ready } = useTranslation(pageTexts(route.name))
  const Page = pages[route.name]
  usePageFocus(route.name, pathname)
  usePageViewEvent(route.name, pathname, route.params)
  const loading = (
    <PageLoading>
      <p className="page muted">{t('common.loading')}</p>
    </PageLoading>
  )
  // A page draws once its texts are in; until then it shows what a loading chunk shows.
  const page = ready ? (
    <Suspense fallback={loading}>
      <Page params={route.params} />
    </Suspense>
  ) : (
    loading
  )
  return (
    <>
      {route.bare ? (
        <main id="main" tabIndex={-1}>
          {page}
        </main>
      ) : (
        <AppShell>{page}</AppShell>
      )}
      <TopProgress />
      <LoginDialogHost />
      <SubscribeDialogHost />
    </>
  )
}
