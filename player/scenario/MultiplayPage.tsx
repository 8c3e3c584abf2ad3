/**
 * `multiplay/{scenariooid}?room=…`: a scenario played together. Without a room one is
 * opened and its address kept (to share); members vote on the page's options, see the
 * tally and the time left, and the majority's choice moves everyone on.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { navigate, useLocation } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { ScenarioStage } from './ScenarioStage'
import { scenarioPlayerApi } from './scenario-api'
import { useRoom } from './use-room'
import './scenario.css'

const ROOM = /^[0-9a-f]{24}$/

function useSecondsLeft(closesAt: string | null) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!closesAt) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [closesAt])
  return closesAt ? Math.max(0, Math.ceil((Date.parse(closesAt) - now) / 1000)) : null
}

export function MultiplayPage({ params }: PageProps) {
  const { t } = useTranslation('player')
  const oid = params.scenarioOid ?? ''
  const { search, pathname } = useLocation()
  const asked = new URLSearchParams(search).get('room')
  const roomOid = asked && ROOM.test(asked) ? asked : null
  const [opening, setOpening] = useState<unknown>(null)
  const localized = useLocalizedPath()

  useEffect(() => {
    if (roomOid) return
    scenarioPlayerApi.createRoom(oid).then(
      (room) => navigate(`${pathname}?room=${room.roomOid}`, { replace: true }),
      (error) => setOpening(error),
    )
  }, [roomOid, oid, pathname])

  const { view, setView, failure, setFailure } = useRoom(roomOid)
  const secondsLeft = useSecondsLeft(view?.closesAt ?? null)
  const problem = opening ?? failure
  if (problem && !view)
    return (
      <main id="main" className="page page-narrow">
        <Alert tone="error">{errorText(t, problem)}</Alert>
      </main>
    )
  if (!view) return <p className="muted page">{t('common.loading')}</p>

  async function vote(optionId: string) {
    if (!view) return
    setFailure(null)
    try {
      setView(await scenarioPlayerApi.vote(view.roomOid, optionId, view.round))
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'SCENARIO_STALE_CHOICE')) setFailure(error)
    }
  }

  const { page } = view
  return (
    <main id="main" className="page scenario-player" tabIndex={-1}>
      <p className="scenario-kicker">
        <span>{t('scenarioPlayer.multiplayTitle')}</span>
        <span className="muted" data-testid="room-members">
          {t('scenarioPlayer.members', { count: view.members })}
        </span>
      </p>
      <ScenarioStage
        key={`${page.id}-${view.round}`}
        page={page}
        creatorOid=""
        contentOid={view.contentOid}
        options={
          page.options.length > 0 ? (
            <div className="stack">
              <p className="muted" data-testid="room-timer">
                {t('scenarioPlayer.voteHint', { seconds: secondsLeft ?? 0 })}
              </p>
              <ul className="scenario-options-list" aria-label={t('scenarioPlayer.options')}>
                {page.options.map((option) => (
                  <li key={option.id}>
                    <Button
                      block
                      variant={view.myVote === option.id ? 'primary' : 'secondary'}
                      aria-pressed={view.myVote === option.id}
                      onClick={() => void vote(option.id)}
                    >
                      <span className="scenario-vote-label">{option.label}</span>
                      <span className="scenario-vote-count" data-testid="vote-count">
                        {t('scenarioPlayer.votes', { count: view.tally[option.id] ?? 0 })}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : page.kind === 'ending' ? (
            <p className="scenario-the-end">{t('scenarioPlayer.theEnd')}</p>
          ) : null
        }
      />
      {failure ? <Alert tone="error">{errorText(t, failure)}</Alert> : null}
      <div className="scenario-actions">
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(location.href).catch(() => {})}
        >
          {t('scenarioPlayer.copyInvite')}
        </Button>
        <a className="button button-link" href={localized(`/scenario/${oid}`)}>
          {t('scenarioPlayer.playAlone')}
        </a>
      </div>
    </main>
  )
}
