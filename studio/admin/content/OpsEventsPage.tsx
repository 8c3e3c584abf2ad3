import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AdminEventView,
  EventRewardKind,
  EventState,
} from '../../../platform/content/events/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { contentOpsApi } from './content-ops-api'
import { OpsEventEntries } from './OpsEventEntries'
import './content-ops.css'

export const REWARD_KINDS = [
  'lucky_pocket',
  'lucky_box',
  'random_box',
  'video_coupon',
  'file_coupon',
  'point_code',
] as const satisfies readonly EventRewardKind[]
const COIN_KINDS: readonly EventRewardKind[] = ['lucky_pocket', 'lucky_box']
const STATES = ['all', 'running', 'upcoming', 'over'] as const

const EMPTY_FORM = {
  title: '',
  rewardKind: 'lucky_pocket' as EventRewardKind,
  rewardCoins: '100',
  capacity: '100',
  startsAt: '',
  endsAt: '',
}

/**
 * Reward events: an admin creates one with a period, a reward (one inventory item per
 * participant) and how many may join, reads who joined, and ends one early after confirming.
 * Users join with the event's codes (the QR events page).
 */
export function OpsEventsPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [form, setForm] = useState(EMPTY_FORM)
  const [q, setQ] = useState('')
  const [state, setState] = useState<'all' | EventState>('all')
  const pages = useKeysetPages()
  const list = useData(['ops-events', q, state, pages.before ?? '', version], () =>
    contentOpsApi.events({
      ...(q ? { q } : {}),
      state,
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )
  const withCoins = COIN_KINDS.includes(form.rewardKind)

  async function create(event: FormEvent) {
    event.preventDefault()
    const made = await act(
      () =>
        contentOpsApi.createEvent({
          title: form.title.trim(),
          rewardKind: form.rewardKind,
          rewardCoins: withCoins ? Number(form.rewardCoins) : null,
          capacity: Number(form.capacity),
          // The admin's own clock: the browser reads the local time as an instant.
          startsAt: new Date(form.startsAt).toISOString(),
          endsAt: new Date(form.endsAt).toISOString(),
        }),
      (result) => t('admin.ops_eventCreated', { title: result.event.title }),
    )
    if (made) setForm(EMPTY_FORM)
  }

  function end(item: AdminEventView) {
    if (!window.confirm(t('admin.ops_eventEndConfirm', { title: item.title }))) return
    void act(
      () => contentOpsApi.endEvent(item.eventOid),
      t('admin.ops_eventEnded', { title: item.title }),
    )
  }

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }))
  const valid = form.title.trim() && form.capacity && form.startsAt && form.endsAt
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="ops-event-new">
        <h2 id="ops-event-new" className="creator-card-title">
          {t('admin.ops_eventNew')}
        </h2>
        <form className="stack" onSubmit={(event) => void create(event)}>
          <TextField
            label={t('admin.ops_eventTitle')}
            required
            maxLength={100}
            value={form.title}
            onChange={set('title')}
          />
          <div className="admin-inline-form admin-form-row">
            <SelectField
              label={t('admin.ops_eventReward')}
              value={form.rewardKind}
              options={REWARD_KINDS.map((kind) => ({
                value: kind,
                label: t(`admin.ops_reward_${kind}`),
              }))}
              onChange={set('rewardKind')}
            />
            {withCoins ? (
              <TextField
                label={t('admin.ops_eventCoins')}
                type="number"
                min={1}
                max={1_000_000}
                required
                value={form.rewardCoins}
                onChange={set('rewardCoins')}
              />
            ) : null}
            <TextField
              label={t('admin.ops_eventCapacity')}
              hint={t('admin.ops_eventCapacityHint')}
              type="number"
              min={1}
              max={1_000_000}
              required
              value={form.capacity}
              onChange={set('capacity')}
            />
          </div>
          <div className="admin-inline-form admin-form-row">
            <TextField
              label={t('admin.ops_eventStarts')}
              type="datetime-local"
              required
              value={form.startsAt}
              onChange={set('startsAt')}
            />
            <TextField
              label={t('admin.ops_eventEnds')}
              type="datetime-local"
              required
              value={form.endsAt}
              onChange={set('endsAt')}
            />
          </div>
          <div className="admin-actions">
            <Button type="submit" disabled={busy || !valid}>
              {t('admin.ops_eventCreate')}
            </Button>
          </div>
        </form>
      </section>
      <section className="creator-card stack" aria-labelledby="ops-event-list">
        <h2 id="ops-event-list" className="creator-card-title">
          {t('admin.ops_eventList')}
        </h2>
        <div className="admin-inline-form ops-filters">
          <SearchForm
            label={t('admin.ops_eventSearch')}
            maxLength={100}
            onSearch={(words) => {
              setQ(words)
              pages.reset()
            }}
          />
          <SelectField
            label={t('admin.ops_eventState')}
            value={state}
            options={STATES.map((value) => ({ value, label: t(`admin.ops_state_${value}`) }))}
            onChange={(event) => {
              setState(event.target.value as 'all' | EventState)
              pages.reset()
            }}
          />
        </div>
        <LoadState state={list} />
        {list.data && list.data.events.length === 0 ? (
          <p className="muted">{t('admin.ops_eventNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.ops_eventList')}>
          {(list.data?.events ?? []).map((item) => (
            <EventRow key={item.eventOid} item={item} busy={busy} onEnd={() => end(item)} />
          ))}
        </ul>
        <Pager pages={pages} next={list.data?.next} />
      </section>
    </div>
  )
}

function EventRow({
  item,
  busy,
  onEnd,
}: {
  item: AdminEventView
  busy: boolean
  onEnd: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const [open, setOpen] = useState(false)
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <li className="admin-prompt-version" data-testid="ops-event">
      <div className="admin-audit-head">
        <strong>{item.title}</strong>
        <span className={item.state === 'running' ? 'admin-on-air' : 'admin-off-air'}>
          {t(`admin.ops_state_${item.state}`)}
        </span>
      </div>
      <p className="admin-audit-meta">
        {t('admin.ops_eventPeriod', { starts: when(item.startsAt), ends: when(item.endsAt) })}
        {item.endedAt ? ` · ${t('admin.ops_eventEndedAt', { date: when(item.endedAt) })}` : ''}
      </p>
      <p className="admin-audit-meta">
        {item.rewardCoins === null
          ? t(`admin.ops_reward_${item.rewardKind}`)
          : t('admin.ops_rewardWithCoins', {
              item: t(`admin.ops_reward_${item.rewardKind}`),
              count: item.rewardCoins,
            })}{' '}
        · {t('admin.ops_eventJoined', { count: item.entries, capacity: item.capacity })}
      </p>
      <div className="admin-actions">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('admin.ops_eventWho')}
        </Button>
        {item.state === 'over' ? null : (
          <Button variant="secondary" disabled={busy} onClick={onEnd}>
            {t('admin.ops_eventEnd')}
          </Button>
        )}
      </div>
      {open ? <OpsEventEntries eventOid={item.eventOid} /> : null}
    </li>
  )
}
