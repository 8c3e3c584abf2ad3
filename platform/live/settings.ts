/**
 * Live settings from the environment (docs/LIVE.md, docs/CONFIGURATION.md):
 * TALELOOM_RTMP_PORT (default 1935; `off` for none), TALELOOM_RTMP_HOST (default 0.0.0.0),
 * TALELOOM_RTMP_PUBLIC_URL (the address shown in studios), TALELOOM_LIVE_HLS_BASE_URL
 * (nginx-rtmp's or a CDN's HLS folder), TALELOOM_FFMPEG (default /usr/bin/ffmpeg),
 * TALELOOM_LIVE_GUEST_RENDITION (`off`: no 720p encode for signed-out viewers).
 */
import { existsSync } from 'node:fs'
import type { LivePlaybackSettings } from './ports'

export interface LiveSettings {
  rtmp: { port: number; host: string } | null
  playback: LivePlaybackSettings
  ffmpeg: string | null
  /** Encode a 720p rendition for signed-out viewers of a taller picture (needs ffmpeg). */
  guestRendition: boolean
}

export function readLiveSettings(env: Record<string, string | undefined>): LiveSettings {
  const raw = env.TALELOOM_RTMP_PORT?.trim() || '1935'
  const port = raw === 'off' ? null : Number(raw)
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new Error(`TALELOOM_RTMP_PORT must be a port number or "off", not ${raw}`)
  }
  const host = env.TALELOOM_RTMP_HOST?.trim() || '0.0.0.0'
  const ffmpeg = env.TALELOOM_FFMPEG?.trim() || '/usr/bin/ffmpeg'
  return {
    rtmp: port === null ? null : { port, host },
    playback: {
      rtmpUrl: env.TALELOOM_RTMP_PUBLIC_URL?.trim() || `rtmp://localhost:${port ?? 1935}/live`,
      hlsBaseUrl: env.TALELOOM_LIVE_HLS_BASE_URL?.trim().replace(/\/+$/, '') || null,
    },
    ffmpeg: existsSync(ffmpeg) ? ffmpeg : null,
    guestRendition: env.TALELOOM_LIVE_GUEST_RENDITION?.trim().toLowerCase() !== 'off',
  }
}
