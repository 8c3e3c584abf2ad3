import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { pageTexts } from '../page-texts'
import type { PlayerRouteName } from '../routes'

const TITLE_KEYS = {
  home: null,
  myInfo: 'header.myInfo',
  adultVerify: 'adultVerification.title',
  yotiCallback: 'adultVerification.callbackTitle',
  passwordReset: 'passwordReset.title',
  search: 'searchPage.title',
  story: 'storyPage.title',
  storyWait: 'chat:storyWait.title',
  myChats: 'chat:myChats.title',
  promptLog: 'chat:promptLog.title',
  chat: 'chat:chat.pageTitle',
  characterMemories: 'characterDm.memoriesTitleFallback',
  charge: 'charge.title',
  chargeSuccess: 'chargeResult.successTitle',
  chargeFail: 'chargeResult.failTitle',
  chargeDummy: 'chargePages.dummyTitle',
  chargeRegistration: 'oneTouch.title',
  play: 'contentPage.title',
  realplay: 'contentPage.title',
  scenario: 'scenarioPlayer.title',
  multiplay: 'scenarioPlayer.multiplayTitle',
  shelf: null,
  illegalDownloader: 'illegalDownloader.title',
  myPage: 'myPage.title',
  liked: 'likedPage.title',
  purchases: 'purchasesPage.title',
  cart: 'cartPage.title',
  playlists: 'playlistsPage.title',
  playlist: 'playlistPage.title',
  notifications: 'notificationsPage.title',
  notices: 'notices.title',
  events: 'events.title',
  eventRecommendation: 'events.forYou',
  event: null,
  info: null,
  channel: 'channel.pageTitle',
  creatorHome: 'channel.pageTitle',
  subscribeSuccess: 'subscribeResult.successTitle',
  subscribeFail: 'subscribeResult.failTitle',
  live: 'live:live.title',
  overlay: null,
  directChat: 'dm:dmHome.title',
  directChatSettings: 'dm:dmSettings.title',
  directChatRoom: 'dm:dmHome.title',
  notFound: 'notFound.title',
} as const satisfies Record<PlayerRouteName, string | null>

/**
 * After an in-app navigation, names the page in the document title and moves focus
 * to the main region, as a full page load would for screen-reader and keyboard users.
 */
export function usePageFocus(route: PlayerRouteName, pathname: string) {
  const { t, ready } = useTranslation(pageTexts(route))
  const previousPath = useRef(pathname)
  const titleKey = TITLE_KEYS[route]
  const title = titleKey && ready ? `${t(titleKey)} · Taleloom` : 'Taleloom'

  useEffect(() => {
    document.title = title
  }, [title])

  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
}
