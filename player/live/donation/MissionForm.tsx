/**
 * The donation dialog's mission: a task for the streamer with a time limit and a reward held
 * until it ends, and the viewer's own pending or accepted missions on this stream, to which
 * they may add coins or which they may cancel before the streamer accepts.
 */
import { type FormEvent, type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MissionSettings } from '../../../platform/live/donations/missions/contract'
import { ApiError } from '../../../web/api'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import { rememberChargeReturn } from '../../charge/return-path'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { missionApi, rememberStaked, stakedMissions } from './mission-api'
import {
  cancellation,
  durationParts,
  MISSION_TASK_MAX,
  MISSION_TIME_LIMIT_MAX,
  type MissionProblem,
  missionProblems,
  ownMissions,
} from './mission-rules'

const SHORT_OF_COINS = new Set(['NOT_ENOUGH_COINS', 'INSUFFICIENT_COINS'])

const PROBLEM_KEYS = {
  taskRequired: 'liveAlertsDialog.missionTaskRequired',
  timeLimit: 'liveAlertsDialog.missionTimeLimitError',
  timeLimitMax: 'liveAlertsDialog.missionTimeLimitMax',
  minimum: 'liveAlertsDialog.missionMinimum',
} as const satisfies Record<MissionProblem, string>

export function MissionForm({
  creatorOid,
  settings,
  kinds,
  missionsVersion = 0,
}: {
  creatorOid: string
  settings: MissionSettings
  /** Bumped by the live's mission events: the missions are read again, no Refresh needed. */
  missionsVersion?: number
  /** The dialog's kind switcher, first in the form. */
  kinds: ReactNode
}) {
  const { t } = useTranslation('live')
  const me = useSession((state) => state.user?.oid ?? null)
  const active = useData([creatorOid, missionsVersion], () => missionApi.active(creatorOid))
  const [task, setTask] = useState('')
  const [timeLimit, setTimeLimit] = useState('600')
  const [coins, setCoins] = useState(String(settings.minimumEntryFee))
  const [hidden, setHidden] = useState(false)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  // One key per attempt: a retried send after a network drop stakes once.
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [staked, setStaked] = useState(stakedMissions)

  const problems = missionProblems({ task, timeLimit, coins }, settings.minimumEntryFee)
  const valid = Object.keys(problems).length === 0
  const shown = tried ? problems : {}
  const mine = useMemo(
    () => ownMissions(active.data?.missions ?? [], me, staked),
    [active.data, me, staked],
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!valid) return
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      const mission = await missionApi.stake({
        creatorOid,
        key,
        isHiddenName: hidden,
        missionData: { task: task.trim(), timeLimit: Number(timeLimit), coin: Number(coins) },
      })
      rememberStaked(mission.oid)
      setStaked(stakedMissions())
      setDone(mission.oid)
      setTask('')
      setTried(false)
      setKey(crypto.randomUUID())
      active.reload()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  const time = durationParts(Number(timeLimit) || 0)
  const problemText = (problem: MissionProblem | undefined) =>
    problem ? t(PROBLEM_KEYS[problem], { coins: settings.minimumEntryFee }) : null

  return (
    <div className="donation-form">
      <form className="donation-form" onSubmit={submit} noValidate>
        {kinds}
        <p className="muted mission-terms">
          {t('liveAlertsDialog.missionTerms', {
            cancel: settings.cancellationPenaltyPercent,
            failed: settings.failureRewardPercent,
          })}
        </p>
        <label className="donation-field">
          <span>{t('liveAlertsDialog.missionTask')}</span>
          <textarea
            value={task}
            maxLength={MISSION_TASK_MAX}
            rows={3}
            placeholder={t('liveAlertsDialog.missionTaskPlaceholder')}
            aria-invalid={shown.task ? true : undefined}
            onChange={(event) => setTask(event.target.value)}
          />
          {shown.task ? (
            <span className="field-error" role="alert">
              {problemText(shown.task)}
            </span>
          ) : null}
        </label>
        <div className="mission-numbers">
          <TextField
            label={t('liveAlertsDialog.missionTimeLimit')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MISSION_TIME_LIMIT_MAX}
            step={1}
            value={timeLimit}
            onChange={(event) => setTimeLimit(event.target.value)}
            hint={
              shown.timeLimit
                ? undefined
                : t('liveAlertsDialog.missionDuration', {
                    hours: time.hours,
                    minutes: time.minutes,
                    seconds: time.seconds,
                  })
            }
            error={problemText(shown.timeLimit)}
          />
          <TextField
            label={t('liveAlertsDialog.missionReward')}
            type="number"
            inputMode="numeric"
            min={settings.minimumEntryFee}
            step={1}
            value={coins}
            onChange={(event) => setCoins(event.target.value)}
            hint={
              shown.coins
                ? undefined
                : t('liveAlertsDialog.missionMinimum', { coins: settings.minimumEntryFee })
            }
            error={problemText(shown.coins)}
          />
        </div>
        <Checkbox
          label={t('liveAlertsDialog.hideName')}
          checked={hidden}
          onChange={(event) => setHidden(event.target.checked)}
        />
        {done ? <Alert tone="success">{t('liveAlertsDialog.missionSent')}</Alert> : null}
        {error ? <ErrorAlert error={error} /> : null}
        <div className="donation-actions">
          <span className="donation-total">
            {t('liveAlertsDialog.total', { coins: Number(coins) || 0 })}
          </span>
          <Button type="submit" busy={busy} disabled={busy}>
            {t('liveAlertsDialog.missionSend')}
          </Button>
        </div>
      </form>
      <MyMissions
        missions={mine}
        penaltyPercent={settings.cancellationPenaltyPercent}
        hidden={hidden}
        onChanged={active.reload}
      />
    </div>
  )
}

/** The refusal's text; when coins are short, a way to charge that returns here. */
function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('live')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const short = ApiError.isInstance(error) && SHORT_OF_COINS.has(error.code)
  return (
    <Alert tone="error">
      {short ? t('liveAlertsDialog.notEnough') : errorText(t, error)}{' '}
      {short ? (
        <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
          {t('liveAlertsDialog.charge')}
        </Link>
      ) : null}
    </Alert>
  )
}

type Mission = Awaited<ReturnType<typeof missionApi.active>>['missions'][number]

function MyMissions({
  missions,
  penaltyPercent,
  hidden,
  onChanged,
}: {
  missions: Mission[]
  penaltyPercent: number
  hidden: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('live')
  const [amounts, setAmounts] = useState<Record<string, string>>({})
  // One key per attempt and mission, renewed after each success.
  const [keys, setKeys] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)

  async function act(missionOid: string, run: () => Promise<unknown>, doneText: string) {
    setBusy(missionOid)
    setError(null)
    setDone(null)
    try {
      await run()
      setDone(doneText)
      setKeys((current) => ({ ...current, [missionOid]: crypto.randomUUID() }))
      onChanged()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="mission-mine" aria-labelledby="mission-mine-title">
      <div className="mission-mine-head">
        <h3 id="mission-mine-title">{t('liveAlertsDialog.missionMine')}</h3>
        <Button variant="secondary" onClick={onChanged}>
          {t('liveAlertsDialog.missionRefresh')}
        </Button>
      </div>
      {missions.length === 0 ? <p className="muted">{t('liveAlertsDialog.missionNone')}</p> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error ? <ErrorAlert error={error} /> : null}
      <ul className="mission-list">
        {missions.map((mission) => {
          const amount = amounts[mission.oid] ?? '10'
          const coin = Number(amount)
          const validAmount = Number.isInteger(coin) && coin > 0
          const { penalty, refund } = cancellation(mission.coin, penaltyPercent)
          return (
            <li key={mission.oid} className="mission-item">
              <div className="mission-item-head">
                <strong className="mission-task">{mission.content}</strong>
                <span className={`mission-status is-${mission.status}`}>
                  {t(`liveAlertsDialog.missionStatus_${mission.status}`, {
                    defaultValue: mission.status,
                  })}
                </span>
              </div>
              <p className="muted mission-meta">
                {t('liveAlertsDialog.missionHeld', {
                  coins: mission.coin,
                  seconds: mission.timeLimit,
                })}
              </p>
              <div className="mission-append">
                <TextField
                  label={t('liveAlertsDialog.missionAddAmount')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={amount}
                  onChange={(event) =>
                    setAmounts((current) => ({ ...current, [mission.oid]: event.target.value }))
                  }
                />
                <Button
                  variant="secondary"
                  busy={busy === mission.oid}
                  disabled={busy !== null || !validAmount}
                  onClick={() => {
                    const key = keys[mission.oid] ?? crypto.randomUUID()
                    setKeys((current) => ({ ...current, [mission.oid]: key }))
                    void act(
                      mission.oid,
                      () =>
                        missionApi.append({
                          missionOid: mission.oid,
                          coin,
                          key,
                          isHiddenName: hidden,
                        }),
                      t('liveAlertsDialog.missionAdded', { coins: coin }),
                    )
                  }}
                >
                  {t('liveAlertsDialog.missionAdd')}
                </Button>
              </div>
              {mission.status === 'pending' ? (
                <div className="mission-cancel">
                  <p className="muted">
                    {t('liveAlertsDialog.missionCancelNote', { refund, penalty })}
                  </p>
                  <Button
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() =>
                      void act(
                        mission.oid,
                        () => missionApi.cancel(mission.oid),
                        t('liveAlertsDialog.missionCancelled', { refund }),
                      )
                    }
                  >
                    {t('liveAlertsDialog.missionCancel')}
                  </Button>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
