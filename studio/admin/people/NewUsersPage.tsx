import { useTranslation } from 'react-i18next'
import type { AdminNewUser } from '../../../platform/accounts/contract'
import { Link } from '../../../web/routing'
import { adminPath } from '../admin-paths'
import { peopleApi } from './people-api'
import { SearchedAccounts } from './SearchedAccounts'
import './people.css'

/**
 * Recent sign-ups, newest first, 30 a page, searched by the start of an e-mail or nickname:
 * how each joined, its country and whether it is a creator, with a link to the account.
 */
export function NewUsersPage() {
  const { t } = useTranslation('studio')
  return (
    <SearchedAccounts
      name="admin-newusers"
      listLabel={t('admin.newUsersList')}
      load={async (query) => {
        const page = await peopleApi.newUsers(query)
        return { rows: page.users, next: page.next }
      }}
      rows={(rows) => rows.map((user) => <NewUserRow key={user.oid} user={user} />)}
    />
  )
}

const JOINED = {
  email: 'admin.newUsersJoined_email',
  guest: 'admin.newUsersJoined_guest',
  google: 'admin.newUsersJoined_google',
  apple: 'admin.newUsersJoined_apple',
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
