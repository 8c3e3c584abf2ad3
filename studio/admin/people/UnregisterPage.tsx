import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUnregisterAccount } from '../../../platform/accounts/contract'
import { useAction, useData } from '../../../web/calls'
import { Link } from '../../../web/routing'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { adminPath } from '../admin-paths'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { peopleApi } from './people-api'
import './people.css'

/**
 * Accounts waiting for deletion (the 14-day wait), the soonest first: each with its date and
 * survey answer; an admin stops the deletion or confirms it now (the account is deleted at
 * once), after confirming.
 */
export function UnregisterPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const { version, outcome, busy, act } = useAction()
  const page = useData(['admin-unregister', q, pages.before ?? '', version], () =>
    peopleApi.unregisterWaitList({ q, cursor: pages.before }),
  )
  const accounts = page.data?.accounts ?? []
  return (
    <section className="creator-card stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
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
      {page.data && accounts.length === 0 ? (
        <p className="muted">{t('admin.unregisterNone')}</p>
      ) : null}
      <ul className="admin-users" aria-label={t('admin.unregisterList')}>
        {accounts.map((account) => (
          <WaitingAccount key={account.oid} account={account} busy={busy} act={act} />
        ))}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}

function WaitingAccount({
  account,
  busy,
  act,
}: {
  account: AdminUnregisterAccount
  busy: boolean
  act: ReturnType<typeof useAction>['act']
}) {
  const { t, i18n } = useTranslation('studio')
  const name = account.nickname
  const date = new Date(account.confirmUnregister).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  function stop() {
    if (!window.confirm(t('admin.unregisterStopConfirm', { name }))) return
    void act(() => peopleApi.stopUnregister(account.oid), t('admin.unregisterStopped', { name }))
  }
  function confirmNow() {
    if (!window.confirm(t('admin.unregisterConfirmConfirm', { name }))) return
    void act(() => peopleApi.confirmUnregister(account.oid), t('admin.unregisterDeleted', { name }))
  }
  return (
    <li className="admin-user">
      <span className="admin-user-name">
        <strong>
          <Link href={`${adminPath('users')}?user=${account.oid}`}>{name}</Link>
        </strong>
        <span className="muted">{account.email}</span>
        <span className="muted people-facts">{t('admin.unregisterScheduled', { date })}</span>
        {account.survey ? <q className="people-survey">{account.survey}</q> : null}
      </span>
      <span className="people-row-actions">
        <Button variant="secondary" disabled={busy} onClick={stop}>
          {t('admin.unregisterStop')}
        </Button>
        <Button disabled={busy} onClick={confirmNow}>
          {t('admin.unregisterConfirmNow')}
        </Button>
      </span>
    </li>
  )
}
