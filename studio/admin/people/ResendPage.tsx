import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../../platform/accounts/contract'
import type { AdminNotificationView } from '../../../platform/notifications/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { UserFinder } from '../UserFinder'
import { peopleApi } from './people-api'
import './people.css'

const NOTIFICATION_ID = /^[0-9a-f]{24}$/

/**
 * Resending a notification: found by its user (their stored notifications, newest first) or
 * by its id, then resent once after confirming: a copy, unread, at the top of the user's list.
 */
export function ResendPage() {
  const { t } = useTranslation('studio')
  const [user, setUser] = useState<AdminUserView | null>(null)
  const [oid, setOid] = useState('')
  return (
    <div className="stack">
      <section className="creator-card stack">
        <SearchForm
          label={t('admin.resendById')}
          hint={t('admin.resendByIdHint')}
          maxLength={24}
          onSearch={(words) => {
            setOid(words.toLowerCase())
            setUser(null)
          }}
        />
      </section>
      <UserFinder
        chosen={user}
        onChoose={(chosen) => {
          setUser(chosen)
          setOid('')
        }}
      />
      {oid ? <OneNotification oid={oid} /> : null}
      {user ? <UserNotifications key={user.oid} user={user} /> : null}
    </div>
  )
}

function OneNotification({ oid }: { oid: string }) {
  const { t } = useTranslation('studio')
  const valid = NOTIFICATION_ID.test(oid)
  const found = useData(valid ? ['admin-notification', oid] : null, () =>
    peopleApi.notification(oid),
  )
  if (!valid) return <Alert tone="error">{t('admin.resendBadId')}</Alert>
  return (
    <section className="creator-card stack">
      <LoadState state={found} />
      {found.data ? (
        <ul className="admin-users" aria-label={t('admin.resendList')}>
          <NotificationRow notification={found.data.notification} onResent={found.reload} />
        </ul>
      ) : null}
    </section>
  )
}

function UserNotifications({ user }: { user: AdminUserView }) {
  const { t } = useTranslation('studio')
  const pages = useKeysetPages()
  const page = useData(['admin-user-notifications', user.oid, pages.before ?? ''], () =>
    peopleApi.userNotifications(user.oid, pages.before),
  )
  const rows = page.data?.notifications ?? []
  return (
    <section className="creator-card stack" aria-labelledby="resend-list">
      <h2 id="resend-list" className="creator-card-title">
        {t('admin.resendListOf', { name: user.nickname })}
      </h2>
      <LoadState state={page} />
      {page.data && rows.length === 0 ? <p className="muted">{t('admin.resendNone')}</p> : null}
      <ul className="admin-users" aria-label={t('admin.resendList')}>
        {rows.map((row) => (
          <NotificationRow key={row.oid} notification={row} onResent={page.reload} />
        ))}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}

function NotificationRow({
  notification,
  onResent,
}: {
  notification: AdminNotificationView
  onResent: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  // One id per notification: a retry after a lost answer resends nothing twice.
  const [requestId] = useState(() => crypto.randomUUID())
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  async function resend() {
    if (!window.confirm(t('admin.resendConfirm', { text: notification.text }))) return
    const done = await act(
      () => peopleApi.resendNotification(requestId, notification.oid),
      t('admin.resendDone'),
    )
    if (done) onResent()
  }

  return (
    <li className="admin-user">
      <span className="admin-user-name">
        <strong className="people-facts">{notification.text}</strong>
        <span className="muted people-facts">
          {t('admin.resendFacts', {
            kind: notification.kind,
            date: when(notification.createdAt),
            state: notification.read ? t('admin.resendRead') : t('admin.resendUnread'),
            id: notification.oid,
          })}
        </span>
        {notification.resent ? (
          <span className="muted people-facts">
            {t('admin.resendAlready', { date: when(notification.resent.at) })}
          </span>
        ) : null}
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </span>
      {notification.resent ? null : (
        <Button variant="secondary" disabled={busy} onClick={() => void resend()}>
          {t('admin.resend')}
        </Button>
      )}
    </li>
  )
}
