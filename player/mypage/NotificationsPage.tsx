import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { api, useSession } from '../../web/session'
import { contentApi } from '../content/content-api'
import { useUnreadNotifications } from '../shell/unread-notifications'
import { useLocalizedPath } from '../shell/use-localized-path'
import { SignedInList } from './SignedInList'

/**
 * `/mypage/notifications`: the account's notifications, newest first (100 are kept), in
 * the page's language. Opening the page reads them: the ones new on arrival keep their
 * mark for this visit, and the header's badge clears.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const userOid = useSession((state) => state.user?.oid ?? null)
  const language = i18n.language
  const {
    result,
    data,
    reload: retry,
  } = useData(userOid ? [userOid, language] : null, () => contentApi.notifications())
  const unreadOnArrival = data?.some((item) => !item.read) ?? false

  useEffect(() => {
    if (!unreadOnArrival) return
    api
      .post('/account/notifications/read', {})
      .then(({ unreadCount }) => useUnreadNotifications.getState().set(unreadCount))
      .catch(() => undefined)
  }, [unreadOnArrival])

  const format = new Intl.DateTimeFormat(language === 'jp' ? 'ja' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <SignedInList title={t('notificationsPage.title')} result={result} retry={retry}>
      {(list) =>
        list.length === 0 ? (
          <p className="muted">{t('notificationsPage.empty')}</p>
        ) : (
          <>
            <ul className="notification-list" data-testid="notification-list">
              {list.map((item) => (
                <li
                  key={item.oid}
                  className={item.read ? 'notification' : 'notification notification-unread'}
                  data-kind={item.kind}
                >
                  {item.read ? null : (
                    <span className="notification-new">{t('notificationsPage.unread')}</span>
                  )}
                  <NotificationText text={item.text} link={item.link} localized={localized} />
                  {item.createdAt ? (
                    <time className="muted notification-time" dateTime={item.createdAt}>
                      {format.format(new Date(item.createdAt))}
                    </time>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="muted">{t('notificationsPage.kept')}</p>
          </>
        )
      }
    </SignedInList>
  )
}

/** The studio is another app: its links load it, the player's navigate in place. */
function NotificationText(props: {
  text: string
  link: string | null
  localized: (path: string) => string
}) {
  const { text, link, localized } = props
  if (!link?.startsWith('/')) return <span>{text}</span>
  if (link.startsWith('/studio2')) return <a href={localized(link)}>{text}</a>
  return <Link href={localized(link)}>{text}</Link>
}
