import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../platform/accounts/contract'
import { useAction } from '../../web/calls'
import { Alert, Button, TextField } from '../../web/ui'
import { adminApi } from './admin-api'
import { UserFinder } from './UserFinder'

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
  const [chosen, setChosen] = useState<AdminUserView | null>(null)
  const [coins, setCoins] = useState('')
  const [reason, setReason] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)

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

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <UserFinder chosen={chosen} onChoose={setChosen} />
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
