import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView, SUSPENSION_REASONS } from '../../platform/accounts/contract'
import type { Role } from '../../platform/http/env'
import { useAction, useData } from '../../web/calls'
import { useLocation } from '../../web/routing'
import { Alert, Button, Checkbox, SelectField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'
import { TwoFactorReset } from './people/TwoFactorReset'
import { UserFinder } from './UserFinder'

/** Each of the spec's suspension reasons as the page names it. */
const REASON_TEXT = {
  'abnormal app behaviour': 'admin.reason_abnormal_app_behaviour',
  'live recorder': 'admin.reason_live_recorder',
  'abnormal API': 'admin.reason_abnormal_API',
  'illegal download': 'admin.reason_illegal_download',
} as const satisfies Record<(typeof SUSPENSION_REASONS)[number], string>
// The contract's reasons, in its order (a type-only import: the contract's module is the server's).
const REASONS = Object.keys(REASON_TEXT) as (typeof SUSPENSION_REASONS)[number][]
const reasonKey = (reason: string) =>
  REASON_TEXT[reason as keyof typeof REASON_TEXT] ?? REASON_TEXT['abnormal API']

// Movements the ledger reverses otherwise (holds, conversions, check-ins, boxes) or that are
// refunds themselves: no refund button (the server refuses them too).
const NOT_REFUNDABLE = new Set(['refund', 'hold', 'void', 'conversion', 'attendance', 'random_box'])

const GRANTABLE = [
  'creator',
  'livestreamer',
  'channelManager',
  'admin',
] as const satisfies readonly Role[]

/**
 * An account as an operator needs it: who, roles (changed after confirming), suspension with
 * the spec's reasons (which signs the account out) or its lifting, two-factor, open sessions,
 * and its latest coin history.
 */
export function UsersPage() {
  const [chosen, setChosen] = useState<AdminUserView | null>(null)
  // Other pages link an account here as `?user=<id>` (new users, creators).
  const linked = new URLSearchParams(useLocation().search).get('user')
  const oid = chosen?.oid ?? (linked && /^[0-9a-f]{24}$/.test(linked) ? linked : null)
  return (
    <div className="stack">
      <UserFinder chosen={chosen} onChoose={setChosen} />
      {oid ? <UserDetail key={oid} oid={oid} /> : null}
    </div>
  )
}

function UserDetail({ oid }: { oid: string }) {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const detail = useData(['admin-user', oid, version], () => adminApi.user(oid))
  const history = useData(['admin-user-coins', oid, version], () => adminApi.coinHistory(oid))
  const [roles, setRoles] = useState<Role[] | null>(null)
  const [reason, setReason] = useState<string>(REASONS[0] ?? 'abnormal API')
  const user = detail.data?.user
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  if (!user) return <LoadState state={detail} />
  const current = (roles ?? user.roles) as Role[]

  // One key per refund the admin starts: a retry of a lost answer books nothing twice.
  function refund(event: { oid: string; type: string }) {
    const reason = window.prompt(t('admin.refundPrompt', { type: event.type }))
    if (reason === null) return
    void act(
      () => adminApi.refund({ transactionId: event.oid, reason, requestId: crypto.randomUUID() }),
      t('admin.refunded', { type: event.type }),
    )
  }

  function saveRoles(name: string) {
    if (!window.confirm(t('admin.rolesConfirm', { name }))) return
    void act(() => adminApi.setRoles(oid, current), t('admin.rolesSaved', { name })).then(
      (done) => done && setRoles(null),
    )
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="user-title">
        <div className="admin-audit-head">
          <h2 id="user-title" className="creator-card-title">
            {user.nickname}
          </h2>
          {user.suspension ? <span className="admin-on-air">{t('admin.suspended')}</span> : null}
        </div>
        <dl className="admin-facts">
          <dt>{t('admin.factEmail')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('admin.factJoined')}</dt>
          <dd>{when(user.createdAt)}</dd>
          <dt>{t('admin.factTwoFactor')}</dt>
          <dd>
            {user.twoFactor ? t('admin.on') : t('admin.off')}
            {user.twoFactor ? (
              <TwoFactorReset oid={oid} name={user.nickname} busy={busy} act={act} />
            ) : null}
          </dd>
          <dt>{t('admin.factSessions')}</dt>
          <dd>{user.openSessions}</dd>
          <dt>{t('admin.factId')}</dt>
          <dd>
            <code>{user.oid}</code>
          </dd>
        </dl>
      </section>
      <section className="creator-card stack" aria-labelledby="user-roles">
        <h2 id="user-roles" className="creator-card-title">
          {t('admin.roles')}
        </h2>
        <div className="admin-langs">
          {GRANTABLE.map((role) => (
            <Checkbox
              key={role}
              label={t(`admin.role_${role}`)}
              checked={current.includes(role)}
              onChange={(event) =>
                setRoles(
                  event.target.checked
                    ? [...current, role]
                    : current.filter((held) => held !== role),
                )
              }
            />
          ))}
        </div>
        <div className="admin-actions">
          <Button disabled={busy || roles === null} onClick={() => saveRoles(user.nickname)}>
            {t('admin.rolesSave')}
          </Button>
        </div>
      </section>
      <section className="creator-card stack" aria-labelledby="user-suspension">
        <h2 id="user-suspension" className="creator-card-title">
          {t('admin.suspension')}
        </h2>
        {user.suspension ? (
          <>
            <p>
              {t('admin.suspendedSince', {
                reason: t(reasonKey(user.suspension.reason)),
                date: when(user.suspension.suspendedAt),
              })}
            </p>
            <div className="admin-actions">
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  if (!window.confirm(t('admin.liftConfirm', { name: user.nickname }))) return
                  void act(
                    () => adminApi.unsuspend(oid),
                    t('admin.lifted', { name: user.nickname }),
                  )
                }}
              >
                {t('admin.lift')}
              </Button>
            </div>
          </>
        ) : (
          <div className="admin-inline-form">
            <SelectField
              label={t('admin.suspendReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              options={REASONS.map((value) => ({
                value,
                label: t(REASON_TEXT[value]),
              }))}
            />
            <Button
              disabled={busy}
              onClick={() => {
                if (!window.confirm(t('admin.suspendConfirm', { name: user.nickname }))) return
                void act(
                  () => adminApi.suspend(oid, reason),
                  t('admin.suspendedDone', { name: user.nickname }),
                )
              }}
            >
              {t('admin.suspend')}
            </Button>
          </div>
        )}
      </section>
      <section className="creator-card stack" aria-labelledby="user-coins">
        <h2 id="user-coins" className="creator-card-title">
          {t('admin.coinHistory')}
        </h2>
        <LoadState state={history} />
        {history.data && history.data.events.length === 0 ? (
          <p className="muted">{t('admin.coinHistoryNone')}</p>
        ) : null}
        <ul className="admin-users" aria-label={t('admin.coinHistory')}>
          {(history.data?.events ?? []).slice(0, 20).map((event) => (
            <li key={event.oid} className="admin-user">
              <span className="admin-user-name">
                <strong>{event.type}</strong>
                <span className="muted">{when(event.createTime)}</span>
              </span>
              <span className="admin-coin-change">
                {changeText(t, event.changes)}
                {NOT_REFUNDABLE.has(event.type) ? null : (
                  <Button variant="secondary" disabled={busy} onClick={() => refund(event)}>
                    {t('admin.refund')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

const BALANCE_TEXT = {
  coins: 'admin.balance_coins',
  bonusCoins: 'admin.balance_bonusCoins',
  credits: 'admin.balance_credits',
  bonusCredits: 'admin.balance_bonusCredits',
  earnings: 'admin.balance_earnings',
} as const

/** A transaction's changes to the user's balances, as "+40 bonus coins, −3 credits". */
function changeText(t: TFunction<'studio'>, changes: Record<string, number>): string {
  return Object.entries(changes)
    .filter(([, amount]) => amount !== 0)
    .map(([account, amount]) => {
      const key = BALANCE_TEXT[account as keyof typeof BALANCE_TEXT]
      return `${amount > 0 ? '+' : '−'}${Math.abs(amount)} ${key ? t(key) : account}`
    })
    .join(', ')
}
