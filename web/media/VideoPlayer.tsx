import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubtitleTrack } from '../api/content'
import { browserCapabilities, planHls } from './hls-source'
import { usePlayerSettings } from './player-settings'
import { SubtitlePicker } from './SubtitlePicker'
import { applySubtitle, chooseSubtitle } from './subtitles'
import { type MediaSessionOptions, useMediaSession } from './use-media-session'
import './media.css'

export interface VideoPlayerProps extends MediaSessionOptions {
  src: string
  title: string
  poster?: string | null
  subtitles?: readonly SubtitleTrack[]
}

/** RealPlay video: HLS through hls.js (a chunk of its own, loaded here only), WebVTT subtitles. */
export function VideoPlayer({ src, title, poster, subtitles = [], ...session }: VideoPlayerProps) {
  const { t } = useTranslation('player')
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<'loadFailed' | 'unsupported' | null>(null)
  const kept = usePlayerSettings((state) => state.subtitleLanguage)
  const language = chooseSubtitle(subtitles, kept)
  useMediaSession(video, session)

  useEffect(() => {
    const element = video.current
    if (!element) return
    setProblem(null)
    const plan = planHls(src, browserCapabilities(element))
    if (plan === 'direct' || plan === 'native') {
      element.src = src
      return
    }
    if (plan === 'unsupported') {
      setProblem('unsupported')
      return
    }
    let cancelled = false
    let destroy: (() => void) | null = null
    void import('hls.js').then(
      ({ default: Hls }) => {
        if (cancelled) return
        const hls = new Hls({ enableWorker: true })
        destroy = () => hls.destroy()
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem('loadFailed')
        })
        hls.loadSource(src)
        hls.attachMedia(element)
      },
      () => setProblem('loadFailed'),
    )
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [src])

  useEffect(() => {
    const element = video.current
    if (!element) return
    applySubtitle(element, language, 'showing')
    // Tracks load after the element: apply again once each one is added.
    const again = () => applySubtitle(element, language, 'showing')
    element.textTracks.addEventListener('addtrack', again)
    return () => element.textTracks.removeEventListener('addtrack', again)
  }, [language])

  return (
    <section className="media-player media-video" aria-label={t('media.videoPlayer')}>
      {/* biome-ignore lint/a11y/useMediaCaption: the creator's subtitle tracks are the captions */}
      <video
        ref={video}
        className="media-element media-video-element"
        controls
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        title={title}
        crossOrigin="anonymous"
        onError={() => setProblem('loadFailed')}
        data-player-plan={planHlsName(src)}
      >
        {subtitles.map((track) => (
          <track
            key={track.language}
            kind="subtitles"
            srcLang={track.language}
            src={track.url}
            label={track.language}
          />
        ))}
      </video>
      {problem ? <p className="field-error">{t(`media.${problem}`)}</p> : null}
      <SubtitlePicker tracks={subtitles} />
    </section>
  )
}

function planHlsName(src: string): string {
  return /\.m3u8(\?|#|$)/i.test(src) ? 'hls' : 'file'
}
