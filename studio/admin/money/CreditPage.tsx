import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { Button, SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { SearchForm } from '../SearchForm'
import { BarChart } from './BarChart'
import { DateRangeFields } from './DateRangeFields'
import { moneyApi } from './money-api'
import './money.css'

const DAY_MS = 86_400_000
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const TOP_LIMITS = [20, 100, 500] as const
const CREDIT_FIELDS = [
  'creditsCharged',
  'creditsRefunded',
  'chats',
  'paidChats',
  'couponChats',
  'commentRefunds',
] as const

/**
 * Story chat's credits over a window of days: what paid for chats each day (credits, coupon
 * chats, comment refunds), the creators whose stories players spent credits on, and the rooms
 * that cost the most credits.
 */
export function CreditPage() {
  const { t, i18n } = useTranslation('studio')
  const today = Date.now()
  const [draft, setDraft] = useState({ from: utcDay(today - 29 * DAY_MS), to: utcDay(today) })
  const [range, setRange] = useState(draft)
  const [creatorOid, setCreatorOid] = useState('')
  const [limit, setLimit] = useState<number>(100)
  // The reports take instants: the window runs to the end of its last day.
  const period = { from: range.from, to: utcDay(Date.parse(range.to) + DAY_MS) }
  const events = useData(['admin-credit-events', period.from, period.to], () =>
    moneyApi.creditEvents(period),
  )
  const creators = useData(['admin-credit-creators', period.from, period.to, creatorOid], () =>
    moneyApi.creatorConsumption(creatorOid ? { ...period, creatorOid } : period),
  )
  const top = useData(['admin-credit-top', limit], () => moneyApi.topCreditChats(limit))
  const number = (value: number) => value.toLocaleString(i18n.language)

  function apply(event: FormEvent) {
    event.preventDefault()
    setRange(draft)
  }

  return (
    <div className="stack">
      <section className="creator-card stack">
        <form className="admin-inline-form money-range" onSubmit={apply}>
          <DateRangeFields
            from={draft.from}
            to={draft.to}
            onChange={(range) => setDraft({ ...draft, ...range })}
          />
          <Button type="submit" variant="secondary">
            {t('admin.revShow')}
          </Button>
        </form>
      </section>
      <section className="creator-card stack" aria-labelledby="credit-events">
        <h2 id="credit-events" className="creator-card-title">
          {t('admin.crEvents')}
        </h2>
        <LoadState state={events} />
        {events.data ? (
          <>
            <dl className="admin-counts">
              {CREDIT_FIELDS.map((field) => (
                <div key={field}>
                  <dt>{t(`admin.crField_${field}`)}</dt>
                  <dd>{number(events.data?.totals[field] ?? 0)}</dd>
                </div>
              ))}
            </dl>
            {events.data.totals.creditsCharged === 0 ? (
              <p className="muted">{t('admin.crEmpty')}</p>
            ) : null}
            <BarChart
              label={t('admin.crChart')}
              series={[{ key: 'credits', label: t('admin.crField_creditsCharged') }]}
              bars={events.data.days.map((day) => ({
                key: day.day,
                label: day.day,
                values: { credits: day.creditsCharged },
              }))}
            />
          </>
        ) : null}
      </section>
      <section className="creator-card stack" aria-labelledby="credit-creators">
        <h2 id="credit-creators" className="creator-card-title">
          {t('admin.crCreators')}
        </h2>
        <SearchForm label={t('admin.crCreatorSearch')} maxLength={24} onSearch={setCreatorOid} />
        <LoadState state={creators} />
        {creators.data && creators.data.creators.length === 0 ? (
          <p className="muted">{t('admin.crNone')}</p>
        ) : null}
        {creators.data && creators.data.creators.length > 0 ? (
          <div className="creator-table-wrap">
            <table className="creator-table admin-table money-figures">
              <thead>
                <tr>
                  <th scope="col">{t('admin.crCreator')}</th>
                  <th scope="col">{t('admin.crField_creditsCharged')}</th>
                  <th scope="col">{t('admin.crField_paidChats')}</th>
                  <th scope="col">{t('admin.crTopStory')}</th>
                </tr>
              </thead>
              <tbody>
                {creators.data.creators.map((creator) => (
                  <tr key={creator.creatorOid}>
                    <th scope="row">
                      <code>{creator.creatorOid}</code>
                    </th>
                    <td>{number(creator.credits)}</td>
                    <td>{number(creator.chats)}</td>
                    <td>{creator.contents[0]?.title ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section className="creator-card stack" aria-labelledby="credit-top">
        <h2 id="credit-top" className="creator-card-title">
          {t('admin.crTop')}
        </h2>
        <div className="money-narrow">
          <SelectField
            label={t('admin.crLimit')}
            value={String(limit)}
            onChange={(event) => setLimit(Number(event.target.value))}
            options={TOP_LIMITS.map((value) => ({ value: String(value), label: String(value) }))}
          />
        </div>
        <LoadState state={top} />
        {top.data && top.data.chats.length === 0 ? (
          <p className="muted">{t('admin.crTopNone')}</p>
        ) : null}
        {top.data && top.data.chats.length > 0 ? (
          <div className="creator-table-wrap">
            <table className="creator-table admin-table money-figures">
              <thead>
                <tr>
                  <th scope="col">{t('admin.crRoom')}</th>
                  <th scope="col">{t('admin.crField_creditsCharged')}</th>
                  <th scope="col">{t('admin.crReplies')}</th>
                  <th scope="col">{t('admin.crPlayer')}</th>
                </tr>
              </thead>
              <tbody>
                {top.data.chats.map((chat) => (
                  <tr key={chat.roomOid}>
                    <th scope="row">
                      <code>{chat.roomOid}</code>
                    </th>
                    <td>{number(chat.credits)}</td>
                    <td>{number(chat.replies)}</td>
                    <td>{chat.userOid ? <code>{chat.userOid}</code> : t('admin.crGuest')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  )
}
