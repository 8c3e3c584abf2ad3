import { type RefObject, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isBehindLive, liveEdgeTarget } from './live-edge'

function bufferedEnds(element: HTMLVideoElement): number[] {
  const ends: number[] = []
  for (let index = 0; index < element.buffered.length; index += 1)
    ends.push(element.buffered.end(index))
  return ends
}

/**
 * A live stream's controls instead of a VOD seek bar: the LIVE badge, "Click to unmute" while
 * muted (pictures start muted so browsers let them play), "Jump to live" once behind, and
 * full screen.
 */
export function LiveControls({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation('live')
  const [muted, setMuted] = useState(true)
  const [behind, setBehind] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    const update = () => {
      setMuted(element.muted)
      setBehind(isBehindLive(bufferedEnds(element), element.currentTime, element.paused))
    }
    const events = ['volumechange', 'timeupdate', 'pause', 'play', 'playing', 'progress']
    for (const name of events) element.addEventListener(name, update)
    update()
    return () => {
      for (const name of events) element.removeEventListener(name, update)
    }
  }, [video])

  function unmute() {
    const element = video.current
    if (!element) return
    element.muted = !element.muted
    if (!element.muted && element.volume === 0) element.volume = 1
    void element.play().catch(() => {})
  }

  function jumpToLive() {
    const element = video.current
    if (!element) return
    const target = liveEdgeTarget(bufferedEnds(element))
    if (target !== null) element.currentTime = target
    void element.play().catch(() => {})
  }

  function fullScreen() {
    const frame = video.current?.parentElement
    if (document.fullscreenElement) void document.exitFullscreen()
    else void frame?.requestFullscreen?.().catch(() => {})
  }

  return (
    <>
      <span className={`live-edge-badge${behind ? ' live-edge-behind' : ''}`}>
        {t('live.onAir')}
      </span>
      {muted ? (
        <button type="button" className="live-unmute" onClick={unmute}>
          {t('live.unmute')}
        </button>
      ) : null}
      <div className="live-controls">
        {behind ? (
          <button type="button" className="live-control" onClick={jumpToLive}>
            {t('live.jumpToLive')}
          </button>
        ) : null}
        {!muted ? (
          <button type="button" className="live-control" onClick={unmute}>
            {t('live.mute')}
          </button>
        ) : null}
        <button type="button" className="live-control" onClick={fullScreen}>
          {t('live.fullScreen')}
        </button>
      </div>
    </>
  )
}
