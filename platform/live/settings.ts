/**
 * Live settings from the environment (docs/live/README.md, docs/CONFIGURATION.md):
 * TALELOOM_RTMP_PORT (default 1935; `off` for none), TALELOOM_RTMP_HOST (default the
 * server's HOST, itself loopback by default), TALELOOM_RTMP_PUBLISH_DEADLINE_SECONDS (10),
 * TALELOOM_RTMP_MAX_CONNECTIONS_PER_IP (10), TALELOOM_RTMP_PUBLIC_URL (the address shown in
 * studios), TALELOOM_LIVE_HLS_BASE_URL (nginx-rtmp's or a CDN's HLS folder), TALELOOM_FFMPEG
 * (default /usr/bin/ffmpeg), TALELOOM_LIVE_GUEST_RENDITION (`off`: no 720p encode for
 * signed-out viewers).
 */
import { existsSync } from 'node:fs'
import type { LivePlaybackSettings } from './ports'

export interface LiveSettings {
  rtmp: {
    port: number
    host: string
    /** A connection not a verified publisher (or our own relay) by then is dropped. */
    publishDeadlineMs: number
    /** Connections one client address may hold open at once. */
    maxConnectionsPerAddress: number
  } | null
  playback: LivePlaybackSettings
  ffmpeg: string | null
  /** Encode a 720p rendition for signed-out viewers of a taller picture (needs ffmpeg). */
  guestRendition: boolean
}

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0, not ${raw}`)
  }
  return value
}

export function readLiveSettings(env: Record<string, string | undefined>): LiveSettings {
  const raw = env.TALELOOM_RTMP_PORT?.trim() || '1935'
  const port = raw === 'off' ? null : Number(raw)
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new Error(`TALELOOM_RTMP_PORT must be a port number or "off", not ${raw}`)
  }
  // Where the HTTP server listens, unless the ingest is told apart: a loopback site does
  // not open its RTMP port to the world.
  const host = env.TALELOOM_RTMP_HOST?.trim() || env.HOST?.trim() || '127.0.0.1'
  const publishDeadlineMs =
    positiveInteger(env, 'TALELOOM_RTMP_PUBLISH_DEADLINE_SECONDS', 10) * 1000
  const maxConnectionsPerAddress = positiveInteger(env, 'TALELOOM_RTMP_MAX_CONNECTIONS_PER_IP', 10)
  const ffmpeg = env.TALELOOM_FFMPEG?.trim() || '/usr/bin/ffmpeg'
  const publicUrl = env.TALELOOM_RTMP_PUBLIC_URL?.trim()
  return {
    rtmp: port === null ? null : { port, host, publishDeadlineMs, maxConnectionsPerAddress },
    playback: {
      rtmpUrl: publicUrl || `rtmp://localhost:${port ?? 1935}/live`,
      rtmpUrlConfigured: !!publicUrl,
      hlsBaseUrl: env.TALELOOM_LIVE_HLS_BASE_URL?.trim().replace(/\/+$/, '') || null,
    },
    ffmpeg: existsSync(ffmpeg) ? ffmpeg : null,
    guestRendition: env.TALELOOM_LIVE_GUEST_RENDITION?.trim().toLowerCase() !== 'off',
  }
}
