import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubtitleTrack } from '../api/content'
import { browserCapabilities, planHls } from './hls-source'
import { usePlayerSettings } from './player-settings'
import { QualityPicker } from './QualityPicker'
import { type QualityOption, qualityOptions } from './quality'
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

/**
 * RealPlay video: HLS through hls.js (a chunk of its own, loaded here only), its quality
 * automatic or held at one rendition, WebVTT subtitles.
 */
export function VideoPlayer({ src, title, poster, subtitles = [], ...session }: VideoPlayerProps) {
  const { t } = useTranslation('player')
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<'loadFailed' | 'unsupported' | null>(null)
  const [qualities, setQualities] = useState<QualityOption[]>([])
  const [level, setLevel] = useState(-1)
  const [playingHeight, setPlayingHeight] = useState<number | null>(null)
  const chooseLevel = useRef<(level: number) => void>(() => undefined)
  const kept = usePlayerSettings((state) => state.subtitleLanguage)
  const language = chooseSubtitle(subtitles, kept)
  useMediaSession(video, session)

  useEffect(() => {
    const element = video.current
    if (!element) return
    setProblem(null)
    setQualities([])
    setLevel(-1)
    setPlayingHeight(null)
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
        // Automatic from the first segment: the best rendition the measured bandwidth holds.
        const hls = new Hls({ enableWorker: true, startLevel: -1 })
        destroy = () => hls.destroy()
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem('loadFailed')
        })
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) =>
          setQualities(qualityOptions(data.levels)),
        )
        hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) =>
          setPlayingHeight(hls.levels[data.level]?.height ?? null),
        )
        chooseLevel.current = (next) => {
          // A held rendition switches at once; automatic goes back to following the bandwidth.
          hls.currentLevel = next
          setLevel(next)
        }
        hls.loadSource(src)
        hls.attachMedia(element)
      },
      () => setProblem('loadFailed'),
    )
    return () => {
      cancelled = true
      chooseLevel.current = () => undefined
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
        data-quality-level={level}
        data-playing-height={playingHeight ?? undefined}
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
      <div className="media-pickers">
        <QualityPicker
          options={qualities}
          level={level}
          playingHeight={playingHeight}
          onChange={(next) => chooseLevel.current(next)}
        />
        <SubtitlePicker tracks={subtitles} />
      </div>
    </section>
  )
}

function planHlsName(src: string): string {
  return /\.m3u8(\?|#|$)/i.test(src) ? 'hls' : 'file'
}
