import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BookedExternalDonation } from '../../../platform/live/donations/revenue/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { moneyApi } from './money-api'
import './money.css'

const EMPTY = { creatorOid: '', coin: '', source: '', content: '' }

/**
 * Books a donation made outside the product (another platform, a bank transfer) to a
 * streamer's earnings after a confirmation, keyed by an id the page keeps until the
 * booking is answered (a retry books nothing twice); below, the donations booked.
 */
export function ExternalDonationPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [form, setForm] = useState(EMPTY)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [creator, setCreator] = useState('')
  const pages = useKeysetPages()
  const list = useData(['admin-external-donations', creator, pages.before, version], () =>
    moneyApi.externalDonations({
      ...(creator ? { creatorOid: creator } : {}),
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )

  async function record(event: FormEvent) {
    event.preventDefault()
    const coin = Number(form.coin)
    const text = t('admin.extConfirm', { coin, creator: form.creatorOid, source: form.source })
    if (!window.confirm(text)) return
    const booked = await act(
      () =>
        moneyApi.recordExternalDonation({
          creatorOid: form.creatorOid.trim(),
          coin,
          key,
          source: form.source,
          content: form.content,
        }),
      (answer) => t('admin.extDone', { coin: answer.coin, share: answer.creatorShare }),
    )
    if (booked) {
      setForm(EMPTY)
      setKey(crypto.randomUUID())
    }
  }

  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  })

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="ext-form">
        <h2 id="ext-form" className="creator-card-title">
          {t('admin.extForm')}
        </h2>
        <form className="stack" onSubmit={record}>
          <TextField
            label={t('admin.extCreator')}
            hint={t('admin.extCreatorHint')}
            required
            pattern="[0-9a-f]{24}"
            maxLength={24}
            {...field('creatorOid')}
          />
          <TextField
            label={t('admin.extCoin')}
            hint={t('admin.extCoinHint')}
            type="number"
            required
            min={10}
            max={10_000_000}
            step={1}
            {...field('coin')}
          />
          <TextField
            label={t('admin.extSource')}
            hint={t('admin.extSourceHint')}
            required
            maxLength={80}
            {...field('source')}
          />
          <TextField label={t('admin.extContent')} maxLength={300} {...field('content')} />
          <div className="admin-actions">
            <Button type="submit" disabled={busy}>
              {t('admin.extRecord')}
            </Button>
          </div>
        </form>
      </section>
      <section className="creator-card stack" aria-labelledby="ext-list">
        <h2 id="ext-list" className="creator-card-title">
          {t('admin.extList')}
        </h2>
        <SearchForm
          label={t('admin.extSearch')}
          maxLength={24}
          onSearch={(value) => {
            pages.reset()
            setCreator(value)
          }}
        />
        <LoadState state={list} />
        {list.data && list.data.donations.length === 0 ? (
          <p className="muted">{t('admin.extNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.extList')}>
          {(list.data?.donations ?? []).map((donation) => (
            <DonationItem key={donation.transactionId} donation={donation} />
          ))}
        </ul>
        <Pager pages={pages} next={list.data?.next} />
      </section>
    </div>
  )
}

function DonationItem({ donation }: { donation: BookedExternalDonation }) {
  const { t, i18n } = useTranslation('studio')
  const number = (value: number) => value.toLocaleString(i18n.language)
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>
          {t('admin.extCoins', { coin: number(donation.coin), source: donation.source })}
        </strong>
        <span className="muted">
          {new Date(donation.createTime).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </span>
      </div>
      <dl className="money-facts">
        <dt>{t('admin.extCreator')}</dt>
        <dd>
          <code>{donation.creatorOid}</code>
        </dd>
        <dt>{t('admin.extShare')}</dt>
        <dd>
          {t('admin.extShareValue', {
            share: number(donation.creatorShare),
            fee: number(donation.platformFee),
          })}
        </dd>
        {donation.content ? (
          <>
            <dt>{t('admin.extContent')}</dt>
            <dd>{donation.content}</dd>
          </>
        ) : null}
        <dt>{t('admin.extKey')}</dt>
        <dd>
          <code>{donation.key}</code>
        </dd>
      </dl>
    </li>
  )
}
