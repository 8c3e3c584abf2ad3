import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  CalendarCountry,
  PayoutAccount,
  PayoutAccountBody,
  PayoutCurrency,
} from '../../../platform/revenue/contract'
import { useAction, useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { payoutsPath } from '../creator-paths'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { MoneyLine } from './MoneyLine'
import { SettlementHistory } from './SettlementHistory'

const CURRENCIES: PayoutCurrency[] = ['USD', 'KRW', 'JPY']
const COUNTRIES: CalendarCountry[] = ['KR', 'JP', 'US']

/**
 * `/payouts/{creatorOid}/{type}`: the payout account (`show` masks the number; `edit`
 * changes it, with the caller's current password or an authenticator code), the unsettled earnings and the settlements. The studio app has already let
 * only the creator in the path or an admin through; the server refuses the rest with 404.
 */
export function PayoutsPage({ creatorOid, type }: { creatorOid: string; type: 'edit' | 'show' }) {
  const { t } = useTranslation('creator')
  const screen = useData(`${creatorOid}:${type}`, () =>
    api.get('/payouts/:creatorOid/:type', { creatorOid, type }),
  )
  return (
    <CreatorLayout
      section="revenue"
      title={t('creatorPayouts.title')}
      lead={t('creatorPayouts.lead')}
    >
      <LoadState state={screen} />
      {screen.data ? (
        <>
          {type === 'edit' ? (
            <AccountForm
              creatorOid={creatorOid}
              account={screen.data.account}
              onSaved={screen.reload}
            />
          ) : (
            <AccountView creatorOid={creatorOid} account={screen.data.account} />
          )}
          <section className="creator-card stack">
            <h2>{t('creatorRevenue.available')}</h2>
            <p className="creator-big-number">
              {t('creatorRevenue.coinsValue', {
                coins: screen.data.summary.availableCoins.toLocaleString(),
              })}
            </p>
            <MoneyLine money={screen.data.summary.value} />
          </section>
          <section className="creator-card stack">
            <h2>{t('creatorRevenue.history')}</h2>
            <SettlementHistory settlements={screen.data.settlements} />
          </section>
        </>
      ) : null}
    </CreatorLayout>
  )
}

function AccountView({
  creatorOid,
  account,
}: {
  creatorOid: string
  account: PayoutAccount | null
}) {
  const { t } = useTranslation('creator')
  return (
    <section className="creator-card stack" data-testid="payout-account">
      <div className="creator-card-head">
        <h2>{t('creatorPayouts.account')}</h2>
        <a className="button button-secondary" href={payoutsPath(creatorOid, 'edit')}>
          {t('creatorPayouts.edit')}
        </a>
      </div>
      {account ? (
        <dl className="creator-facts">
          <dt>{t('creatorPayouts.holderName')}</dt>
          <dd>{account.holderName}</dd>
          <dt>{t('creatorPayouts.bankName')}</dt>
          <dd>{account.bankName}</dd>
          <dt>{t('creatorPayouts.accountNumber')}</dt>
          <dd>{account.accountNumber}</dd>
          <dt>{t('creatorPayouts.currency')}</dt>
          <dd>
            {account.currency} · {account.country}
          </dd>
        </dl>
      ) : (
        <p className="muted">{t('creatorPayouts.noAccount')}</p>
      )}
    </section>
  )
}

function AccountForm({
  creatorOid,
  account,
  onSaved,
}: {
  creatorOid: string
  account: PayoutAccount | null
  onSaved: () => void
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState<PayoutAccountBody>({
    currency: account?.currency ?? 'USD',
    country: account?.country ?? 'US',
    holderName: account?.holderName ?? '',
    bankName: account?.bankName ?? '',
    accountNumber: account?.accountNumber ?? '',
  })
  // The server asks a fresh proof of the account for this change: never kept after a save.
  const [proof, setProof] = useState({ currentPassword: '', totpCode: '' })
  const [tried, setTried] = useState(false)
  const { outcome, busy, act } = useAction()
  const required = (value: string) => (tried && !value.trim() ? t('creatorPayouts.required') : null)
  const proofMissing = tried && !proof.currentPassword && !proof.totpCode.trim()

  async function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!draft.holderName.trim() || !draft.bankName.trim() || !draft.accountNumber.trim()) return
    if (!proof.currentPassword && !proof.totpCode.trim()) return
    const totpCode = proof.totpCode.trim()
    const saved = await act(async () => {
      // Only the proof given: an empty field is no attempt.
      await api.post('/payouts/:creatorOid/edit', {
        creatorOid,
        ...draft,
        ...(proof.currentPassword ? { currentPassword: proof.currentPassword } : {}),
        ...(totpCode ? { totpCode } : {}),
      })
      setProof({ currentPassword: '', totpCode: '' })
    }, t('creatorPayouts.saved'))
    if (saved) onSaved()
  }

  return (
    <form className="creator-card stack" onSubmit={(event) => void save(event)} noValidate>
      <h2>{t('creatorPayouts.account')}</h2>
      <div className="creator-grid">
        <TextField
          label={t('creatorPayouts.holderName')}
          value={draft.holderName}
          onChange={(event) => setDraft({ ...draft, holderName: event.target.value })}
          error={required(draft.holderName)}
        />
        <TextField
          label={t('creatorPayouts.bankName')}
          value={draft.bankName}
          onChange={(event) => setDraft({ ...draft, bankName: event.target.value })}
          error={required(draft.bankName)}
        />
        <TextField
          label={t('creatorPayouts.accountNumber')}
          value={draft.accountNumber}
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, accountNumber: event.target.value })}
          error={required(draft.accountNumber)}
        />
        <SelectField
          label={t('creatorPayouts.currency')}
          value={draft.currency}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
          onChange={(event) =>
            setDraft({ ...draft, currency: event.target.value as PayoutCurrency })
          }
        />
        <SelectField
          label={t('creatorPayouts.country')}
          value={draft.country}
          options={COUNTRIES.map((value) => ({
            value,
            label: t(`creatorPayouts.country_${value}`),
          }))}
          onChange={(event) =>
            setDraft({ ...draft, country: event.target.value as CalendarCountry })
          }
        />
      </div>
      <fieldset className="stack" data-testid="payout-step-up">
        <legend>{t('creatorPayouts.stepUpTitle')}</legend>
        <p className="muted">{t('creatorPayouts.stepUpLead')}</p>
        <div className="creator-grid">
          <TextField
            label={t('creatorPayouts.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={proof.currentPassword}
            onChange={(event) => setProof({ ...proof, currentPassword: event.target.value })}
            error={proofMissing ? t('creatorPayouts.stepUpMissing') : null}
          />
          <TextField
            label={t('creatorPayouts.totpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={proof.totpCode}
            onChange={(event) => setProof({ ...proof, totpCode: event.target.value })}
          />
        </div>
      </fieldset>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions">
        <a className="button button-secondary" href={payoutsPath(creatorOid, 'show')}>
          {t('common.back')}
        </a>
        <Button type="submit" busy={busy}>
          {t('creatorPayouts.save')}
        </Button>
      </div>
    </form>
  )
}
