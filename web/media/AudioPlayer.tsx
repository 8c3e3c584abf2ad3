import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubtitleTrack } from '../api/content'
import { usePlayerSettings } from './player-settings'
import { SubtitlePicker } from './SubtitlePicker'
import { applySubtitle, chooseSubtitle } from './subtitles'
import { type MediaSessionOptions, useMediaSession } from './use-media-session'
import './media.css'

export interface AudioPlayerProps extends MediaSessionOptions {
  src: string
  title: string
  poster?: string | null
  subtitles?: readonly SubtitleTrack[]
}

/**
 * Audio drama and ASMR: the browser's own audio controls (keyboard and screen-reader ready),
 * the kept volume, and the chosen subtitle's current line under the cover.
 */
export function AudioPlayer({ src, title, poster, subtitles = [], ...session }: AudioPlayerProps) {
  const { t } = useTranslation('player')
  const audio = useRef<HTMLAudioElement>(null)
  const [line, setLine] = useState('')
  const [failed, setFailed] = useState(false)
  const kept = usePlayerSettings((state) => state.subtitleLanguage)
  const language = chooseSubtitle(subtitles, kept)
  useMediaSession(audio, session)

  useEffect(() => {
    const media = audio.current
    if (!media) return
    applySubtitle(media, language, 'hidden')
    const tracks = Array.from(media.textTracks)
    const onCue = (event: Event) => {
      const track = event.target as TextTrack
      if (track.mode === 'disabled') return
      const cues = Array.from(track.activeCues ?? []) as VTTCue[]
      setLine(cues.map((cue) => cue.text).join('\n'))
    }
    for (const track of tracks) track.addEventListener('cuechange', onCue)
    setLine('')
    return () => {
      for (const track of tracks) track.removeEventListener('cuechange', onCue)
    }
  }, [language])

  return (
    <section className="media-player media-audio" aria-label={t('media.audioPlayer')}>
      {poster ? (
        <img className="media-audio-cover" src={poster} alt="" width={320} height={320} />
      ) : null}
      <p className="media-subtitle-line" aria-live="off" hidden={!language}>
        {line || '\u00a0'}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the subtitle tracks are the captions, shown above */}
      <audio
        ref={audio}
        className="media-element"
        src={src}
        controls
        preload="metadata"
        title={title}
        crossOrigin="anonymous"
        onError={() => setFailed(true)}
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
      </audio>
      {failed ? <p className="field-error">{t('media.loadFailed')}</p> : null}
      <SubtitlePicker tracks={subtitles} />
    </section>
  )
}
