import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../platform/accounts/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, TextField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'

/** A fresh key for one grant: a retry of the same grant (a lost answer) sends it again. */
const newRequestId = () => crypto.randomUUID()

/**
 * Bonus coins granted by an admin: find the account by e-mail or nickname, then grant whole
 * coins with a reason, after confirming. Each grant is one ledger transaction from
 * promotions, in the user's coin history as a bonus and in the audit log.
 */
export function BonusCoinsPage() {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<AdminUserView | null>(null)
  const [coins, setCoins] = useState('')
  const [reason, setReason] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const found = useData(q ? ['admin-users', q] : null, () => adminApi.users(q))

  function search(event: FormEvent) {
    event.preventDefault()
    setQ(draft.trim())
  }

  async function grant(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    const amount = Number(coins)
    if (!window.confirm(t('admin.bonusConfirm', { coins: amount, name: chosen.nickname }))) return
    const done = await act(
      () => adminApi.grantBonusCoins({ userOid: chosen.oid, coins: amount, reason, requestId }),
      (result) =>
        t('admin.bonusGranted', { coins: amount, name: chosen.nickname, total: result.bonusCoins }),
    )
    // A new grant gets a new key; a failed one keeps its key, so trying again cannot book twice.
    if (done) {
      setRequestId(newRequestId())
      setCoins('')
      setReason('')
    }
  }

  const users = found.data?.users ?? []
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <search>
          <form className="admin-inline-form" onSubmit={search}>
            <TextField
              label={t('admin.userSearch')}
              type="search"
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('adminLive.search')}
            </Button>
          </form>
        </search>
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
                  onClick={() => setChosen(user)}
                >
                  {chosen?.oid === user.oid ? t('admin.chosen') : t('admin.choose')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {chosen ? (
        <section className="creator-card stack" aria-labelledby="bonus-form-title">
          <h2 id="bonus-form-title" className="creator-card-title">
            {t('admin.bonusFor', { name: chosen.nickname })}
          </h2>
          <form className="stack" onSubmit={(event) => void grant(event)}>
            <TextField
              label={t('admin.bonusCoins')}
              type="number"
              inputMode="numeric"
              min={1}
              max={1_000_000}
              step={1}
              required
              value={coins}
              onChange={(event) => setCoins(event.target.value)}
            />
            <TextField
              label={t('admin.bonusReason')}
              hint={t('admin.bonusReasonHint')}
              required
              minLength={3}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="admin-actions">
              <Button type="submit" disabled={busy || !coins || reason.trim().length < 3}>
                {t('admin.bonusGrant')}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  )
}
