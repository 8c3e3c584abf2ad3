import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DonationOptions } from '../../../../platform/live/donations/contract'
import type { LiveMission } from '../../../../platform/live/donations/missions/contract'
import { useAction, useData } from '../../../../web/calls'
import { Alert, Button, TextField } from '../../../../web/ui'
import { LoadState } from '../../shell/LoadState'
import { ConfirmDialog } from '../ConfirmDialog'
import { donationsApi, type StreamerMissionStatus } from './donations-api'
import {
  DONATION_FORM_LIMITS,
  type MissionDraft,
  missionProblems,
  toMissionSettings,
} from './roulette-rules'
import { serverText } from './server-text'

const MISSION_FIELDS = [
  'minimumEntryFee',
  'cancellationPenaltyPercent',
  'failureRewardPercent',
  'missionLimit',
  'pendingTimeLimit',
] as const satisfies (keyof MissionDraft)[]

/** The streamer's mission terms (spec §5: minimum entry fee, penalty and reward percents, limit). */
export function MissionSettingsForm({
  creatorOid,
  options,
  onSaved,
}: {
  creatorOid: string
  options: DonationOptions
  onSaved: (options: DonationOptions) => void
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState<MissionDraft>(() => ({
    minimumEntryFee: String(options.mission.minimumEntryFee),
    cancellationPenaltyPercent: String(options.mission.cancellationPenaltyPercent),
    failureRewardPercent: String(options.mission.failureRewardPercent),
    missionLimit: String(options.mission.missionLimit),
    pendingTimeLimit: String(options.mission.pendingTimeLimit),
  }))
  const { outcome, setOutcome, busy, act } = useAction({
    failure: (error) => serverText(t, error),
  })
  const problems = missionProblems(draft)

  function save(event: FormEvent) {
    event.preventDefault()
    void act(async () => {
      const saved = await donationsApi.saveOptions(creatorOid, {
        donationOptions: { mission: toMissionSettings(draft) },
      })
      onSaved(saved)
    }, t('liveStudioDonations.missionSaved'))
  }

  return (
    <form
      className="creator-card stack"
      aria-labelledby="mission-settings-title"
      onSubmit={save}
      noValidate
    >
      <h2 id="mission-settings-title">{t('liveStudioDonations.missionTitle')}</h2>
      <p className="muted">
        {t('liveStudioDonations.missionLead')}
        {options.useMissionDonation ? null : ` ${t('liveStudioDonations.missionOff')}`}
      </p>
      <div className="donations-grid">
        {MISSION_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`liveStudioDonations.${field}`)}
            hint={t(`liveStudioDonations.${field}Hint`, DONATION_FORM_LIMITS)}
            inputMode="numeric"
            value={draft[field]}
            onChange={(event) => {
              setDraft({ ...draft, [field]: event.target.value })
              setOutcome(null)
            }}
            error={
              problems[field]
                ? t(`liveStudioDonations.${problems[field]}`, DONATION_FORM_LIMITS)
                : null
            }
          />
        ))}
      </div>
      <div className="creator-actions">
        <Button type="submit" busy={busy}>
          {t('liveStudioDonations.saveMission')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  )
}

/** How often the missions are asked again while the tab is open: viewers send them on air. */
const REFRESH_MS = 15_000

/** The outcomes that end a mission and move its coins: asked about first. */

/**
 * Missions waiting for the streamer or under way. A pending one is accepted or rejected; an
 * accepted one is marked successful or failed (missions/service.ts TRANSITIONS).
 */
export function ActiveMissions({ creatorOid }: { creatorOid: string }) {
  const { t, i18n } = useTranslation('creator')
  const missions = useData(`active-missions:${creatorOid}`, () =>
    donationsApi.activeMissions(creatorOid),
  )
  const [asking, setAsking] = useState<{
    mission: LiveMission
    status: Exclude<StreamerMissionStatus, 'accepted'>
  } | null>(null)
  const { outcome, busy, act } = useAction({ failure: (error) => serverText(t, error) })
  /** The button that runs: `{missionOid}:{status}`. */
  const [doing, setDoing] = useState('')
  const { reload } = missions
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS)
    return () => clearInterval(timer)
  }, [reload])

  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const due = (mission: LiveMission) =>
    mission.status === 'accepted' && mission.startTime
      ? new Date(new Date(mission.startTime).getTime() + mission.timeLimit * 1000).toISOString()
      : new Date(
          new Date(mission.createTime).getTime() + mission.pendingTimeLimit * 1000,
        ).toISOString()

  async function move(mission: LiveMission, status: StreamerMissionStatus) {
    setDoing(`${mission.oid}:${status}`)
    await act(
      () => donationsApi.setMissionStatus(mission.oid, status),
      (moved) =>
        t(`liveStudioDonations.moved_${moved.status.replace('-', '_')}`, {
          defaultValue: t('liveStudioDonations.movedOther'),
          coins: moved.creatorCoin ?? 0,
        }),
    )
    setAsking(null)
    missions.reload()
  }

  /** A final outcome is confirmed against the mission as it is now (coins may have been added). */
  async function ask(mission: LiveMission, status: StreamerMissionStatus) {
    if (status === 'accepted') return void move(mission, status)
    setDoing(`${mission.oid}:${status}`)
    await act(async () => {
      setAsking({ mission: await donationsApi.mission(mission.oid), status })
    }, null)
  }

  const list = missions.data?.missions ?? []
  return (
    <section className="creator-card stack" aria-labelledby="active-missions-title">
      <div className="donations-heading">
        <h2 id="active-missions-title">{t('liveStudioDonations.activeTitle')}</h2>
        <Button variant="secondary" onClick={missions.reload}>
          {t('liveStudioDonations.refresh')}
        </Button>
      </div>
      <p className="muted">{t('liveStudioDonations.activeLead')}</p>
      <LoadState state={missions} />
      {missions.data && list.length === 0 ? (
        <p className="muted">{t('liveStudioDonations.noMissions')}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="creator-list" aria-label={t('liveStudioDonations.activeTitle')}>
          {list.map((mission) => (
            <li
              key={mission.oid}
              className="creator-list-row donations-mission"
              data-testid="mission-row"
            >
              <div className="creator-list-main">
                <span className="creator-list-title">{mission.content}</span>
                <span className="muted creator-list-meta">
                  <span className={`donations-status donations-status-${mission.status}`}>
                    {/* Active missions are pending or accepted (activeMissions). */}
                    {t(`liveStudioDonations.status_${mission.status as 'pending' | 'accepted'}`)}
                  </span>
                  {' · '}
                  {t('liveStudioDonations.coins', { coins: mission.coin })}
                  {' · '}
                  {mission.status === 'accepted'
                    ? t('liveStudioDonations.dueAt', { time: time(due(mission)) })
                    : t('liveStudioDonations.answerBy', { time: time(due(mission)) })}
                </span>
              </div>
              <div className="creator-actions donations-mission-actions">
                {(mission.status === 'pending'
                  ? (['accepted', 'rejected'] as const)
                  : (['success', 'failed'] as const)
                ).map((status) => (
                  <Button
                    key={status}
                    variant={
                      status === 'accepted' || status === 'success' ? 'primary' : 'secondary'
                    }
                    busy={busy && doing === `${mission.oid}:${status}`}
                    disabled={busy}
                    onClick={() => void ask(mission, status)}
                    aria-label={t(`liveStudioDonations.action_${status}Named`, {
                      task: mission.content,
                    })}
                  >
                    {t(`liveStudioDonations.action_${status}`)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`liveStudioDonations.confirm_${asking.status}`) : ''}
        description={
          asking
            ? t(`liveStudioDonations.confirm_${asking.status}Text`, {
                task: asking.mission.content,
                coins: asking.mission.coin,
              })
            : ''
        }
        confirm={asking ? t(`liveStudioDonations.action_${asking.status}`) : ''}
        busy={busy}
        onConfirm={() => (asking ? void move(asking.mission, asking.status) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
