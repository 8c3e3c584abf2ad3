import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { carryEntryToken } from './entry-token'
import { LiveControls } from './LiveControls'

/**
 * The live picture: HTTP-FLV through mpegts.js (no ffmpeg on the server needed), or HLS
 * through hls.js (native HLS on Safari). Both libraries load only on this page.
 */
export function LiveVideo({
  flvUrl,
  hlsUrl,
  title,
  onPlaying,
}: {
  flvUrl: string | null
  hlsUrl: string | null
  title: string
  /** The picture started: the viewer is now counted by the server. */
  onPlaying?: () => void
}) {
  const { t } = useTranslation('live')
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    let destroy: (() => void) | null = null
    let cancelled = false
    setFailed(false)
    const start = async () => {
      if (flvUrl) {
        const mpegts = (await import('mpegts.js')).default
        if (cancelled || !mpegts.getFeatureList().mseLivePlayback) return
        const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: flvUrl })
        player.on(mpegts.Events.ERROR, () => setFailed(true))
        player.attachMediaElement(element)
        player.load()
        void Promise.resolve(player.play()).catch(() => {})
        destroy = () => player.destroy()
      } else if (hlsUrl) {
        // hls.js wherever Media Source runs (it retries and keeps near the live edge);
        // the browser's own HLS (Safari on iPhone) otherwise.
        const Hls = (await import('hls.js')).default
        if (cancelled) return
        if (!Hls.isSupported()) {
          if (!element.canPlayType('application/vnd.apple.mpegurl')) return setFailed(true)
          element.src = hlsUrl
          destroy = () => element.removeAttribute('src')
          return
        }
        const hls = new Hls({
          lowLatencyMode: true,
          xhrSetup: (xhr, url) => xhr.open('GET', carryEntryToken(url, hlsUrl), true),
        })
        hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && setFailed(true))
        hls.loadSource(hlsUrl)
        hls.attachMedia(element)
        destroy = () => hls.destroy()
      }
    }
    void start()
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [flvUrl, hlsUrl])

  return (
    <div className="live-video">
      {/* Muted so browsers allow it to start on its own; "Click to unmute" turns sound on. */}
      <video ref={video} aria-label={title} muted autoPlay playsInline onPlaying={onPlaying} />
      <LiveControls video={video} />
      {failed ? <p className="live-video-error">{t('live.playerError')}</p> : null}
    </div>
  )
}
