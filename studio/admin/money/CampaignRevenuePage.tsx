/**
 * Campaign revenue: coins raised, paid to creators and kept as the platform's fee, totalled by
 * campaign state; below, every campaign newest first, searchable by title or id, a page at a time.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  CampaignRevenueRow,
  CampaignState,
  CampaignStateTotal,
} from '../../../platform/content/campaigns/contract'
import { useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import './money.css'

const STATES: CampaignState[] = ['running', 'succeeded', 'failed', 'cancelled']

export function CampaignRevenuePage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const [state, setState] = useState<CampaignState | ''>('')
  const pages = useKeysetPages()
  const list = useData(['admin-campaign-revenue', q, state, pages.before], () =>
    api.get('/content/admin/campaign/revenue', {
      ...(q ? { q } : {}),
      ...(state ? { state } : {}),
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )
  return (
    <div className="stack">
      {list.data ? <StateTotals totals={list.data.totals} /> : null}
      <section className="creator-card stack" aria-labelledby="campaign-list">
        <h2 id="campaign-list" className="creator-card-title">
          {t('admin.campRevList')}
        </h2>
        <SearchForm
          label={t('admin.campRevSearch')}
          hint={t('admin.campRevSearchHint')}
          maxLength={100}
          onSearch={(value) => {
            pages.reset()
            setQ(value)
          }}
        />
        <SelectField
          label={t('admin.campRevFilter')}
          value={state}
          options={[
            { value: '', label: t('admin.campRevAll') },
            ...STATES.map((value) => ({ value, label: t(`admin.campRevState_${value}`) })),
          ]}
          onChange={(event) => {
            pages.reset()
            setState(event.target.value as CampaignState | '')
          }}
        />
        <LoadState state={list} />
        {list.data && list.data.campaigns.length === 0 ? (
          <p className="muted">{t('admin.campRevNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.campRevList')}>
          {(list.data?.campaigns ?? []).map((row) => (
            <CampaignItem key={row.campaignOid} row={row} />
          ))}
        </ul>
        <Pager pages={pages} next={list.data?.next} />
      </section>
    </div>
  )
}

function StateTotals({ totals }: { totals: CampaignStateTotal[] }) {
  const { t, i18n } = useTranslation('studio')
  const number = (value: number) => value.toLocaleString(i18n.language)
  return (
    <section className="creator-card stack" aria-labelledby="campaign-totals">
      <h2 id="campaign-totals" className="creator-card-title">
        {t('admin.campRevTotals')}
      </h2>
      <div className="creator-table-wrap">
        <table className="creator-table admin-table money-figures" data-testid="campaign-totals">
          <thead>
            <tr>
              <th scope="col">{t('admin.campRevColState')}</th>
              <th scope="col">{t('admin.campRevColCount')}</th>
              <th scope="col">{t('admin.campRevColRaised')}</th>
              <th scope="col">{t('admin.campRevColShare')}</th>
              <th scope="col">{t('admin.campRevColFee')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={total.state}>
                <th scope="row">{t(`admin.campRevState_${total.state}`)}</th>
                <td>{number(total.campaigns)}</td>
                <td>{number(total.raisedCoins)}</td>
                <td>{number(total.creatorShare)}</td>
                <td>{number(total.platformFee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function CampaignItem({ row }: { row: CampaignRevenueRow }) {
  const { t, i18n } = useTranslation('studio')
  const number = (value: number) => value.toLocaleString(i18n.language)
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <li className="admin-prompt-version" data-testid="campaign-revenue-row">
      <div className="admin-audit-head">
        <strong>{row.title}</strong>
        <span className="muted">{t(`admin.campRevState_${row.state}`)}</span>
      </div>
      <dl className="money-facts">
        <dt>{t('admin.campRevCreator')}</dt>
        <dd>
          {row.creatorNickname ? `${row.creatorNickname} · ` : ''}
          <code>{row.creatorOid}</code>
        </dd>
        <dt>{t('admin.campRevRaised')}</dt>
        <dd>
          {t('admin.campRevRaisedValue', {
            raised: number(row.raisedCoins),
            goal: number(row.goalCoins),
            count: row.contributors,
          })}
        </dd>
        <dt>{t('admin.campRevSplit')}</dt>
        <dd>
          {t('admin.campRevSplitValue', {
            share: number(row.creatorShare),
            fee: number(row.platformFee),
          })}
        </dd>
        <dt>{t('admin.campRevEnds')}</dt>
        <dd>
          {date(row.endsAt)}
          {' · '}
          {row.settledAt
            ? t('admin.campRevSettled', { date: date(row.settledAt) })
            : t('admin.campRevUnsettled')}
        </dd>
        <dt>{t('admin.campRevId')}</dt>
        <dd>
          <code>{row.campaignOid}</code>
        </dd>
      </dl>
    </li>
  )
}
