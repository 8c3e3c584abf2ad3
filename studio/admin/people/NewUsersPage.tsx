import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminNewUser } from '../../../platform/accounts/contract'
import { useData } from '../../../web/calls'
import { Link } from '../../../web/routing'
import { LoadState } from '../../creator/shell/LoadState'
import { adminPath } from '../admin-paths'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { peopleApi } from './people-api'
import './people.css'

/**
 * Recent sign-ups, newest first, 30 a page, searched by the start of an e-mail or nickname:
 * how each joined, its country and whether it is a creator, with a link to the account.
 */
export function NewUsersPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const page = useData(['admin-newusers', q, pages.before ?? ''], () =>
    peopleApi.newUsers({ q, cursor: pages.before }),
  )
  const users = page.data?.users ?? []
  return (
    <section className="creator-card stack">
      <SearchForm
        label={t('admin.peopleSearch')}
        hint={t('admin.peopleSearchHint')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={page} />
      {page.data && users.length === 0 ? <p className="muted">{t('admin.peopleNone')}</p> : null}
      <ul className="admin-users" aria-label={t('admin.newUsersList')}>
        {users.map((user) => (
          <NewUserRow key={user.oid} user={user} />
        ))}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}

const JOINED = {
  email: 'admin.newUsersJoined_email',
  guest: 'admin.newUsersJoined_guest',
  unknown: 'admin.newUsersJoined_unknown',
} as const

function NewUserRow({ user }: { user: AdminNewUser }) {
  const { t, i18n } = useTranslation('studio')
  const when = new Date(user.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <li className="admin-user">
      <span className="admin-user-name">
        <strong>
          <Link href={`${adminPath('users')}?user=${user.oid}`}>{user.nickname}</Link>
        </strong>
        <span className="muted">{user.email}</span>
        <span className="muted people-facts">
          {t('admin.newUsersFacts', {
            date: when,
            how: t(JOINED[user.joinedBy ?? 'unknown']),
            country: user.country ?? t('admin.newUsersNoCountry'),
          })}
        </span>
      </span>
      {user.creator ? <span className="admin-pending">{t('admin.newUsersCreator')}</span> : null}
    </li>
  )
}
