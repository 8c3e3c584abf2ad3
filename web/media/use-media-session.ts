import { type RefObject, useEffect, useRef } from 'react'
import { createPlayTimeReporter } from './play-time'
import { usePlayerSettings } from './player-settings'

export interface MediaSessionOptions {
  /** Sends play-time history (whole seconds); failures are swallowed. */
  onPlayTime?: ((seconds: number) => void) | undefined
  /** Where a returning listener left off. */
  startAt?: number | undefined
  /** Told when the media plays to its end (a playlist starts the next one). */
  onEnded?: (() => void) | undefined
  /** Starts playing once loaded (a playlist's next item, after the listener pressed play). */
  autoPlay?: boolean | undefined
}

/**
 * Binds a media element to the player settings (volume and muted restored and remembered)
 * and to play-time history: periodically while playing, and on pause and on leaving the page.
 */
export function useMediaSession(
  ref: RefObject<HTMLMediaElement | null>,
  { onPlayTime, startAt, onEnded, autoPlay }: MediaSessionOptions,
) {
  const send = useRef(onPlayTime)
  send.current = onPlayTime
  const ended = useRef(onEnded)
  ended.current = onEnded

  useEffect(() => {
    const media = ref.current
    if (!media) return
    const onEnd = () => ended.current?.()
    media.addEventListener('ended', onEnd)
    // A refused play (no gesture yet) leaves the controls for the listener to press.
    if (autoPlay) void media.play()?.catch(() => undefined)
    return () => media.removeEventListener('ended', onEnd)
  }, [ref, autoPlay])

  useEffect(() => {
    const media = ref.current
    if (!media) return
    const settings = usePlayerSettings.getState()
    media.volume = settings.volume
    media.muted = settings.muted
    const reporter = createPlayTimeReporter({
      send: (seconds) => {
        try {
          send.current?.(seconds)
        } catch {
          // History is best effort: playback never stops for it.
        }
      },
    })
    let resumed = false
    const onVolume = () => usePlayerSettings.getState().setVolume(media.volume, media.muted)
    const onTime = () => reporter.update(media.currentTime)
    const onPlay = () => reporter.playing()
    const onPause = () => reporter.paused()
    const onMetadata = () => {
      if (resumed || !startAt || startAt <= 0) return
      resumed = true
      // Close to the end means finished: start again rather than at the credits.
      if (!Number.isFinite(media.duration) || startAt < media.duration - 5)
        media.currentTime = startAt
    }
    const onLeave = () => reporter.leave()
    media.addEventListener('volumechange', onVolume)
    media.addEventListener('timeupdate', onTime)
    media.addEventListener('play', onPlay)
    media.addEventListener('pause', onPause)
    media.addEventListener('ended', onPause)
    media.addEventListener('loadedmetadata', onMetadata)
    window.addEventListener('pagehide', onLeave)
    return () => {
      media.removeEventListener('volumechange', onVolume)
      media.removeEventListener('timeupdate', onTime)
      media.removeEventListener('play', onPlay)
      media.removeEventListener('pause', onPause)
      media.removeEventListener('ended', onPause)
      media.removeEventListener('loadedmetadata', onMetadata)
      window.removeEventListener('pagehide', onLeave)
      reporter.update(media.currentTime)
      reporter.leave()
    }
  }, [ref, startAt])
}
