/**
 * The streamer's alert overlay, added to OBS as a browser source: `/overlay/{creatorOid}?sig=…&exp=…`.
 * Transparent; it reads the live chat's events with a guest token and shows donations,
 * roulette results and missions one at a time with the custom alert image and speech, and
 * the co-host's answers to them (docs/live/COHOST.md) right after, spoken with its voice.
 */
import { useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveEventData, ServerFrame } from '../../../platform/live/chat/contract'
import type { LiveDonation } from '../../../platform/live/donations/contract'
import type { OverlaySession } from '../../../platform/live/donations/overlay/contract'
import { GiftIcon } from '../../../web/ui'
import { ALERT_MS, type OverlayKey, overlayApi } from './overlay-api'
import {
  type AlertQueue,
  advance,
  alertOf,
  type CohostShown,
  cohostAlertOf,
  emptyQueue,
  enqueue,
  type OverlayAlert,
  replayOf,
  stop,
} from './overlay-queue'
import './overlay.css'

/** A mission's headline by its status: proposed, accepted, succeeded, failed. */
const MISSION_HEADLINES = {
  pending: 'liveAlertsOverlay.mission',
  accepted: 'liveAlertsOverlay.missionAccepted',
  success: 'liveAlertsOverlay.missionSuccess',
  failed: 'liveAlertsOverlay.missionFailed',
} as const

type Action =
  | { type: 'add'; alert: OverlayAlert }
  | { type: 'done'; oid: string }
  | { type: 'stop'; donationType: string; autoPlay: boolean }
  | {
      type: 'cohost'
      line: LiveEventData['cohostLine']
      isTest: boolean
      history: ReadonlyMap<string, LiveDonation>
    }

function reduce(queue: AlertQueue, action: Action): AlertQueue {
  if (action.type === 'add') return enqueue(queue, action.alert)
  // Read against the queue as it is now, so the line finds the alert it answers.
  if (action.type === 'cohost')
    return enqueue(queue, cohostAlertOf(action.line, queue, action.history, action.isTest))
  if (action.type === 'stop') return stop(queue, action.donationType, action.autoPlay)
  return queue.current?.oid === action.oid ? advance(queue) : queue
}

export function OverlayPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('live')
  const search = new URLSearchParams(location.search)
  const key: OverlayKey = {
    creatorOid: params.creatorOid ?? '',
    sig: search.get('sig') ?? '',
    exp: search.get('exp') ?? '',
  }
  const keyText = JSON.stringify(key)
  const [session, setSession] = useState<OverlaySession | null>(null)
  const [failed, setFailed] = useState(false)
  // Welcomed by live chat: alerts sent from now on reach this page (tests wait for it).
  const [connected, setConnected] = useState(false)
  const [queue, dispatch] = useReducer(reduce, emptyQueue)
  const history = useRef(new Map<string, LiveDonation>())

  // OBS composites the page over the stream: nothing of the app's background may show.
  useEffect(() => {
    document.documentElement.classList.add('overlay-transparent')
    return () => document.documentElement.classList.remove('overlay-transparent')
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for the key
  useEffect(() => {
    let socket: WebSocket | null = null
    let closed = false
    let timer: ReturnType<typeof setTimeout> | null = null
    const connect = async () => {
      try {
        const { token } = await overlayApi.chatToken(key.creatorOid)
        const query = new URLSearchParams({ token })
        socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/live/chat?${query}`)
        socket.onmessage = (message) => {
          const frame = JSON.parse(String(message.data)) as ServerFrame
          if (frame.kind === 'welcome') setConnected(true)
          if (frame.kind !== 'event') return
          const data = frame.data as Record<string, unknown>
          if (frame.eventName === 'donation' || frame.eventName === 'mission') {
            const alert = alertOf(frame.eventName, { ...data, isTest: data.isTest ?? frame.isTest })
            if (!alert) return
            if (frame.eventName === 'donation')
              history.current.set(alert.oid, data as unknown as LiveDonation)
            dispatch({ type: 'add', alert })
          } else if (frame.eventName === 'donationStop') {
            dispatch({
              type: 'stop',
              donationType: String(data.donationType ?? 'all'),
              autoPlay: data.autoPlay === true,
            })
          } else if (frame.eventName === 'cohostLine') {
            dispatch({
              type: 'cohost',
              line: frame.data,
              isTest: frame.isTest,
              history: history.current,
            })
          } else if (frame.eventName === 'donationPlaying') {
            // The studio asked to play an alert again; an overlay's own count replays nothing.
            const replay = replayOf(frame.data, history.current)
            if (replay) dispatch({ type: 'add', alert: replay })
          }
        }
        socket.onclose = () => {
          setConnected(false)
          if (!closed) timer = setTimeout(() => void connect(), 3000)
        }
      } catch {
        if (!closed) timer = setTimeout(() => void connect(), 5000)
      }
    }
    overlayApi
      .session(key)
      .then((opened) => {
        for (const donation of opened.donations) history.current.set(donation.oid, donation)
        setSession(opened)
        void connect()
      })
      .catch(() => setFailed(true))
    return () => {
      closed = true
      if (timer) clearTimeout(timer)
      socket?.close()
    }
  }, [keyText])

  const current = queue.current
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per alert shown (the key is fixed)
  useEffect(() => {
    if (!current) return
    let finished = false
    let audio: HTMLAudioElement | null = null
    const done = () => {
      if (finished) return
      finished = true
      dispatch({ type: 'done', oid: current.oid })
    }
    let timer = setTimeout(done, current.useTts ? ALERT_MS.speechMax : ALERT_MS.plain)
    // Views are counted for donations only: a mission's id is not a donation's (the call 404s).
    if (!current.isTest && !current.isReplay && current.kind === 'donation')
      void overlayApi.views(key, current.oid).catch(() => undefined)
    if (current.useTts && !current.isTest) {
      const line = current.cohost
      ;(line ? overlayApi.cohostSpeech(key, line.messageId) : overlayApi.speech(key, current.oid))
        .then(({ url }) => {
          if (finished) return
          audio = new Audio(url)
          audio.onended = () => {
            clearTimeout(timer)
            timer = setTimeout(done, ALERT_MS.afterSpeech)
          }
          return audio.play()
        })
        .catch(() => {
          clearTimeout(timer)
          timer = setTimeout(done, ALERT_MS.plain)
        })
    }
    return () => {
      clearTimeout(timer)
      audio?.pause()
    }
  }, [current])

  if (failed)
    return (
      <p className="overlay-error" role="alert">
        {t('liveAlertsOverlay.invalid')}
      </p>
    )
  if (!session) return null
  const image =
    current && session.settings.alertImage && current.coin >= session.settings.alertMinCoin
      ? session.settings.alertImage
      : null
  const pinned = session.donations.filter((donation) => donation.isPinned).slice(0, 3)

  return (
    <div className="overlay-root" data-testid="alert-overlay" data-connected={connected}>
      {current?.cohost ? (
        <CohostAlert key={current.oid} alert={current} line={current.cohost} />
      ) : current ? (
        <section
          className="overlay-alert"
          key={`${current.oid}-${current.isReplay}`}
          aria-live="polite"
        >
          {image ? (
            <img className="overlay-image" src={image} alt="" width={450} height={300} />
          ) : (
            <div className="overlay-icon" aria-hidden="true">
              <GiftIcon size={96} />
            </div>
          )}
          <p className="overlay-headline">
            {current.kind === 'mission'
              ? t(MISSION_HEADLINES[current.missionStatus ?? 'pending'], {
                  name: current.name ?? t('liveAlertsOverlay.someone'),
                  coins: current.coin,
                })
              : t('liveAlertsOverlay.donated', {
                  name: current.name ?? t('liveAlertsOverlay.someone'),
                  coins: current.coin,
                })}
            {current.isTest ? (
              <span className="overlay-test">{t('liveAlertsOverlay.test')}</span>
            ) : null}
          </p>
          {current.optionName ? (
            <p className="overlay-roulette">
              {t('liveAlertsOverlay.roulette', { name: current.optionName })}
            </p>
          ) : null}
          {current.content ? <p className="overlay-message">{current.content}</p> : null}
        </section>
      ) : null}
      {pinned.length > 0 ? (
        <ul className="overlay-pinned" aria-label={t('liveAlertsOverlay.pinned')}>
          {pinned.map((donation) => (
            <li key={donation.oid}>
              <strong>{t('liveAlertsOverlay.coins', { coins: donation.coin })}</strong>{' '}
              {donation.content}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The co-host's line, under the alert it answers when it answers one. */
function CohostAlert({ alert, line }: { alert: OverlayAlert; line: CohostShown }) {
  const { t } = useTranslation('live')
  const answers = line.answers
  return (
    <section
      className="overlay-alert overlay-cohost"
      aria-live="polite"
      data-testid="overlay-cohost"
    >
      {answers ? (
        <div className="overlay-cohost-answers">
          <p className="overlay-cohost-answers-head">
            {t('liveAlertsOverlay.cohostAnswers', {
              name: answers.name ?? t('liveAlertsOverlay.someone'),
            })}
            {' · '}
            {t('liveAlertsOverlay.coins', { coins: answers.coin })}
          </p>
          {answers.optionName ? (
            <p className="overlay-cohost-answers-text">
              {t('liveAlertsOverlay.roulette', { name: answers.optionName })}
            </p>
          ) : answers.content ? (
            <p className="overlay-cohost-answers-text">{answers.content}</p>
          ) : null}
        </div>
      ) : null}
      <p className="overlay-headline overlay-cohost-name">
        {line.characterName}
        {alert.isTest ? <span className="overlay-test">{t('liveAlertsOverlay.test')}</span> : null}
      </p>
      <p className="overlay-message overlay-cohost-line">{alert.content}</p>
    </section>
  )
}
