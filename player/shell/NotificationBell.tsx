import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { useUnreadNotifications } from './unread-notifications'
import { useLocalizedPath } from './use-localized-path'

/** The header's bell: the unread count as a badge, leading to the notifications page. */
export function NotificationBell() {
  const { t, i18n } = useTranslation()
  const localized = useLocalizedPath()
  const userOid = useSession((state) => (state.token ? (state.user?.oid ?? null) : null))
  const count = useUnreadNotifications((state) => state.count)
  const { pathname } = useLocation()

  useEffect(() => {
    if (!userOid) return
    // A new account (or a sign-in as another) asks at once.
    void useUnreadNotifications.getState().refresh({ force: true })
    const onVisible = () => {
      if (document.visibilityState === 'visible') void useUnreadNotifications.getState().refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [userOid])

  useEffect(() => {
    if (userOid && pathname) void useUnreadNotifications.getState().refresh()
  }, [userOid, pathname])

  if (!userOid) return null
  const shown =
    count > 99 ? '99+' : count.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language)
  return (
    <Link
      className="button button-secondary notification-bell"
      href={localized('/mypage/notifications')}
      aria-label={
        count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')
      }
      data-testid="notification-bell"
      data-unread={count}
    >
      <BellIcon />
      {count > 0 ? (
        <span className="notification-bell-badge" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </Link>
  )
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6 10a6 6 0 0 1 12 0v4l2 3H4l2-3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
