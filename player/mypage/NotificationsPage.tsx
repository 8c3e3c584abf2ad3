import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { contentApi } from '../content/content-api'
import { useLocalizedPath } from '../shell/use-localized-path'
import { SignedInList } from './SignedInList'

/** `/mypage/notifications`: the account's notifications, newest first (100 are kept). */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload: retry } = useData(userOid, () => contentApi.notifications())
  const format = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <SignedInList title={t('notificationsPage.title')} result={result} retry={retry}>
      {(items) =>
        items.length === 0 ? (
          <p className="muted">{t('notificationsPage.empty')}</p>
        ) : (
          <>
            <ul className="notification-list">
              {items.map((item) => (
                <li
                  key={item.oid}
                  className={item.read ? 'notification' : 'notification notification-unread'}
                >
                  {item.read ? null : (
                    <span className="notification-new">{t('notificationsPage.unread')}</span>
                  )}
                  {item.link?.startsWith('/') ? (
                    <Link href={localized(item.link)}>{item.text}</Link>
                  ) : (
                    <span>{item.text}</span>
                  )}
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
