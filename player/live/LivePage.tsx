import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveEvent } from '../../platform/live/chat/contract'
import { ApiError } from '../../web/api'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { BannerStrip } from '../banners/BannerStrip'
import { tagHref } from '../catalogue/play-link'
import { ChannelBar } from '../channel/ChannelBar'
import { useLoginDialog } from '../login/login-dialog-store'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { AdSlot } from './ads'
import { ChatPanel } from './chat'
import { DonateButton } from './donation/DonationDialog'
import { isGate, LiveGate } from './LiveGate'
import { LiveSchedules } from './LiveSchedules'
import { LiveVideo } from './LiveVideo'
import { LIVE_POLL_MS, liveApi, type PlayResponse } from './live-api'
import { liveEventEffect } from './live-events'
import './live.css'

/** Viewers now; asked again every 20 s while on air, and when `version` changes. */
function useViewers(streamOid: string | null, version: number) {
  const [views, setViews] = useState<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks again on purpose
  useEffect(() => {
    if (!streamOid) return setViews(null)
    let current = true
    const ask = () =>
      liveApi.views(streamOid).then(
        (answer) => current && setViews(answer.views),
        () => {},
      )
    void ask()
    const timer = setInterval(ask, LIVE_POLL_MS.views)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [streamOid, version])
  return views
}

function LiveStage({
  play,
  reload,
  creatorOid,
  changeAt,
  missionsVersion,
  onEvent,
}: {
  play: PlayResponse
  reload: () => void
  creatorOid: string
  /** Counts mission events: the viewer's mission panel reads its missions again on each. */
  missionsVersion: number
  /** When announced entry rules apply (the page reloads play then). */
  changeAt: string | null
  onEvent: (event: LiveEvent) => void
}) {
  const { t, i18n } = useTranslation('live')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const { stream } = play
  const on = play.state === 'liveOn'
  // Asked again once the picture plays, so the count includes this viewer.
  const [playing, setPlaying] = useState(0)
  const viewers = useViewers(on ? stream.streamOid : null, playing)
  const clock = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
  // Offline: ask again now and then, so the page starts playing when the live begins.
  useEffect(() => {
    if (on) return
    const timer = setInterval(reload, LIVE_POLL_MS.offline)
    return () => clearInterval(timer)
  }, [on, reload])

  return (
    <article className="live-page live-with-chat">
      <div className="live-stage">
        {on && (play.flvUrl || play.hlsUrl) ? (
          <AdSlot>
            <LiveVideo
              flvUrl={play.flvUrl}
              hlsUrl={play.hlsUrl}
              title={stream.title}
              onPlaying={() => setPlaying((count) => count + 1)}
            />
          </AdSlot>
        ) : (
          <div className="live-offline" role="status">
            {stream.thumbnailUrl ? (
              // A thumbnail that does not load leaves the plain stage rather than a broken image.
              <img
                src={stream.thumbnailUrl}
                alt=""
                onError={(event) => {
                  event.currentTarget.hidden = true
                }}
              />
            ) : null}
            <div className="live-offline-text">
              <strong>{t('live.offline')}</strong>
              <span>{t('live.offlineHint')}</span>
            </div>
          </div>
        )}
      </div>
      <header className="live-info">
        <div className="live-title-row">
          {on ? <span className="live-badge">{t('live.onAir')}</span> : null}
          {stream.isAdultContent ? <span className="live-adult">{t('live.adult')}</span> : null}
          <h1>{stream.title || stream.creatorNickname}</h1>
        </div>
        <ChannelBar creatorOid={creatorOid} nickname={stream.creatorNickname} />
        <div className="live-meta">
          {on && viewers !== null ? (
            <span className="live-viewers">{t('live.viewers', { count: viewers })}</span>
          ) : null}
          {on && play.rendition === '720p' ? (
            <button
              type="button"
              className="live-quality"
              onClick={() => openLogin('login', window.location.pathname)}
            >
              {t('live.guestQuality')}
            </button>
          ) : null}
          {on && stream.startedAt ? (
            <span className="muted">{t('live.startedAt', { time: clock(stream.startedAt) })}</span>
          ) : null}
        </div>
        {changeAt ? (
          <Alert tone="info">{t('liveGate.changeAt', { time: clock(changeAt) })}</Alert>
        ) : null}
        {stream.description ? <p className="live-description">{stream.description}</p> : null}
        {stream.tags.length > 0 ? (
          <ul className="live-tags">
            {stream.tags.map((tag) => (
              <li key={tag}>
                <Link href={localized(tagHref(tag))}>#{tag}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {on ? null : <LiveSchedules creatorOid={creatorOid} />}
        <BannerStrip placement="live" />
      </header>
      <aside className="live-chat" aria-label={t('live.chat')}>
        <DonateButton creatorOid={creatorOid} missionsVersion={missionsVersion} />
        <ChatPanel
          creatorOid={creatorOid}
          signedIn={signedIn}
          onLogin={() => openLogin('login', window.location.pathname)}
          onEvent={onEvent}
        />
      </aside>
    </article>
  )
}

/** `/live/{customUrl|oid}`: the viewer page (player, title, viewers; offline state). */
export function LivePage({ params }: PageProps) {
  const { t } = useTranslation('live')
  const ref = params.creator ?? ''
  const creator = useData([ref], () => liveApi.creator(ref))
  const creatorOid = creator.data?.creatorOid ?? null
  const signedIn = useSession((state) => state.user !== null)
  // The password typed at the gate, sent with every play of this page.
  const [key, setKey] = useState<string | null>(null)
  const play = useData([creatorOid, key, signedIn], () =>
    creatorOid ? liveApi.play(creatorOid, key) : Promise.resolve(null),
  )
  const { reload } = play
  const [changeAt, setChangeAt] = useState<string | null>(null)
  const [missionsVersion, setMissionsVersion] = useState(0)
  // Entry changes and going on or off air come through the chat: play again, without a page reload.
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const effect = liveEventEffect(event)
      if (effect?.kind === 'notice') setChangeAt(effect.changeAt)
      if (effect?.kind === 'missions') setMissionsVersion((version) => version + 1)
      if (effect?.kind === 'reload') {
        if (event.eventName === 'streamPermissionChanged') setChangeAt(null)
        reload()
      }
    },
    [reload],
  )
  if (creator.error) {
    const missing = creator.error instanceof ApiError && creator.error.status === 404
    return (
      <div className="page live-page">
        <Alert tone="error">{missing ? t('live.notFound') : errorText(t, creator.error)}</Alert>
      </div>
    )
  }
  if (isGate(play.error) && creatorOid) {
    return (
      <div className="page live-page">
        <LiveGate
          refusal={play.error}
          creatorOid={creatorOid}
          customUrl={creator.data?.customUrl ?? null}
          onKey={(typed) => (typed === key ? play.reload() : setKey(typed))}
          onEntered={play.reload}
        />
      </div>
    )
  }
  if (play.error) {
    return (
      <div className="page live-page">
        <Alert tone="error">{errorText(t, play.error)}</Alert>
        <Button onClick={play.reload}>{t('live.retry')}</Button>
      </div>
    )
  }
  if (!play.data) return <p className="page muted">{t('common.loading')}</p>
  return (
    <LiveStage
      play={play.data}
      reload={play.reload}
      creatorOid={creatorOid ?? ''}
      changeAt={changeAt}
      missionsVersion={missionsVersion}
      onEvent={onEvent}
    />
  )
}
