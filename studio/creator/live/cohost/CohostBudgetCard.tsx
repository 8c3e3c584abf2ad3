import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CohostBudget } from '../../../../platform/live/cohost/contract'
import { useAction } from '../../../../web/calls'
import { Alert, Button } from '../../../../web/ui'
import { cohostApi } from './cohost-api'
import { polledMute } from './cohost-form'

/** How often the open tab asks what the co-host spent: a turn settles within seconds. */
export const BUDGET_POLL_MS = 3_000

/** The timer the card asks again with; a test hands in its own. */
export interface PollTimer {
  start(run: () => void, everyMs: number): unknown
  stop(handle: unknown): void
}

const browserTimer: PollTimer = {
  start: (run, everyMs) => setInterval(run, everyMs),
  stop: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
}

/**
 * What the co-host spent this stream and this month against its limits, and the turns still
 * answering, asked again while the tab is open; the Mute switch beside it. The answer carries
 * the mute too, so a manager's mute from the chat shows here within one poll.
 */
export function CohostBudgetCard({
  creatorOid,
  muted,
  onMuted,
  timer = browserTimer,
}: {
  creatorOid: string
  muted: boolean
  onMuted: (muted: boolean) => void
  timer?: PollTimer
}) {
  const { t, i18n } = useTranslation('creator')
  const [budget, setBudget] = useState<CohostBudget | null>(null)
  const [failed, setFailed] = useState(false)
  const { outcome, busy, act } = useAction()
  // The poll's closure outlives renders: it reads the latest mute and callback from refs.
  const latest = useRef({ muted, onMuted })
  latest.current = { muted, onMuted }
  // Bumped before and after this tab's own switch: an answer asked for while it was on the
  // way may predate it, so only the next poll's answer may overrule it.
  const switches = useRef(0)

  useEffect(() => {
    let current = true
    const ask = () => {
      const asked = switches.current
      return cohostApi.budget(creatorOid).then(
        (answer) => {
          if (!current) return
          setBudget(answer)
          setFailed(false)
          const now = latest.current
          const next = polledMute(answer, now.muted, asked, switches.current)
          if (next !== null) now.onMuted(next)
        },
        () => current && setFailed(true),
      )
    }
    void ask()
    const handle = timer.start(() => void ask(), BUDGET_POLL_MS)
    return () => {
      current = false
      timer.stop(handle)
    }
  }, [creatorOid, timer])

  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language === 'jp' ? 'ja' : i18n.language).format(value)
  const meter = (label: string, spent: number, limit: number, testId: string) => (
    <div className="cohost-meter" data-testid={testId}>
      <p className="cohost-meter-label">{label}</p>
      {/* The figures below say the same for screen readers. */}
      <div className="live-allowance-bar" aria-hidden="true">
        <span
          style={{ width: `${Math.min(100, (spent / Math.max(1, limit)) * 100).toFixed(1)}%` }}
        />
      </div>
      <p className="cohost-meter-figures">
        {t('liveCohost.spentOf', { spent: number(spent), limit: number(limit) })}
      </p>
    </div>
  )

  return (
    <section className="creator-card stack" aria-labelledby="cohost-now-title">
      <div className="cohost-heading">
        <h2 id="cohost-now-title">{t('liveCohost.nowTitle')}</h2>
        <span className={`cohost-state${muted ? '' : ' is-active'}`} data-testid="cohost-state">
          {muted ? t('liveCohost.stateMuted') : t('liveCohost.stateActive')}
        </span>
      </div>
      {budget ? (
        <div className="cohost-meters" aria-live="polite">
          {meter(
            t('liveCohost.spentStream'),
            budget.spentStream,
            budget.streamCap,
            'cohost-spent-stream',
          )}
          {meter(
            t('liveCohost.spentMonth'),
            budget.spentMonth,
            budget.monthlyAllowance,
            'cohost-spent-month',
          )}
          <p className="cohost-meter" data-testid="cohost-in-progress">
            <span className="cohost-meter-label">{t('liveCohost.inProgress')}</span>
            <strong className="cohost-in-progress">{number(budget.inProgress)}</strong>
          </p>
        </div>
      ) : failed ? (
        <p className="muted live-note">{t('liveCohost.budgetUnavailable')}</p>
      ) : (
        <p className="muted live-note">{t('common.loading')}</p>
      )}
      {budget && !budget.streamOid ? (
        <p className="muted live-note">{t('liveCohost.offAir')}</p>
      ) : null}
      <div className="creator-actions creator-actions-start">
        <Button
          variant={muted ? 'primary' : 'secondary'}
          busy={busy}
          onClick={() =>
            void act(async () => {
              switches.current += 1
              const answer = await cohostApi.mute(creatorOid, !muted).finally(() => {
                switches.current += 1
              })
              onMuted(answer.muted)
            }, null)
          }
        >
          {muted ? t('liveCohost.unmute') : t('liveCohost.mute')}
        </Button>
        <p className="muted live-note">
          {muted ? t('liveCohost.mutedHint') : t('liveCohost.muteHint')}
        </p>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </section>
  )
}
