import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../platform/accounts/contract'
import { useData } from '../../web/calls'
import { Button } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'
import { SearchForm } from './SearchForm'

/** Finds an account by its exact e-mail or the start of its nickname, and chooses one. */
export function UserFinder({
  chosen,
  onChoose,
}: {
  chosen: AdminUserView | null
  onChoose: (user: AdminUserView) => void
}) {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const found = useData(q ? ['admin-users', q] : null, () => adminApi.users(q))

  const users = found.data?.users ?? []
  return (
    <section className="creator-card stack">
      <SearchForm label={t('admin.userSearch')} maxLength={100} onSearch={setQ} />
      {q ? <LoadState state={found} /> : null}
      {found.data && users.length === 0 ? <p className="muted">{t('admin.noUsers')}</p> : null}
      {users.length > 0 ? (
        <ul className="admin-users" aria-label={t('admin.usersFound')}>
          {users.map((user) => (
            <li key={user.oid} className="admin-user">
              <span className="admin-user-name">
                <strong>{user.nickname}</strong>
                <span className="muted">{user.email}</span>
              </span>
              <Button
                variant="secondary"
                aria-pressed={chosen?.oid === user.oid}
                onClick={() => onChoose(user)}
              >
                {chosen?.oid === user.oid ? t('admin.chosen') : t('admin.choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
