/** Stream keys as the studio shows them: the key (in clear once), its hint and the address. */
import type { SessionUser } from '../../http'
import type { StreamKeyResponse } from '../contract'
import { LIVE_ERRORS } from '../errors'
import type { LivePlaybackSettings } from '../ports'
import type { LiveContext } from './context'
import { newStreamKey } from './keys'

type Bound = { host: string; port: number } | undefined

/** The address studios publish to: the configured one, else where the ingest listens. */
export function rtmpUrlOf(playback: LivePlaybackSettings, bound: Bound): string {
  if (playback.rtmpUrlConfigured || !bound) return playback.rtmpUrl
  // A wildcard bind answers on every address; this machine reaches it as localhost.
  const host = ['0.0.0.0', '::'].includes(bound.host)
    ? 'localhost'
    : bound.host.includes(':')
      ? `[${bound.host}]`
      : bound.host
  return `rtmp://${host}:${bound.port}/live`
}

/** Where the ingest really listens, `host:port` (an IPv6 host in brackets); null without one. */
export function ingestListenOf(bound: Bound): string | null {
  if (!bound) return null
  return bound.host.includes(':') ? `[${bound.host}]:${bound.port}` : `${bound.host}:${bound.port}`
}

export function createStreamKeys(context: LiveContext) {
  const { db, clock, deps } = context
  const bound = () => context.ingest()?.listening?.()
  const rtmpUrl = () => rtmpUrlOf(deps.playback, bound())

  function keyAnswer(
    hint: string,
    createdAt: Date,
    key: string | null,
    creatorOid: string,
    refusedAt: Date | null = null,
  ): StreamKeyResponse {
    return {
      key,
      keyHint: hint,
      createdAt: createdAt.toISOString(),
      rtmpUrl: rtmpUrl(),
      streamName: creatorOid,
      ingestListen: ingestListenOf(bound()),
      wrongKeyAt: refusedAt?.toISOString() ?? null,
    }
  }

  async function writeKey(creatorOid: string): Promise<StreamKeyResponse> {
    const fresh = newStreamKey()
    const now = clock.now()
    await context.ensureChannel(creatorOid)
    await db
      .updateTable('live_channels')
      .set({
        key_hash: fresh.hash,
        key_hint: fresh.hint,
        key_created_at: now,
        key_refused_at: null,
        updated_at: now,
      })
      .where('creator_oid', '=', creatorOid)
      .execute()
    return keyAnswer(fresh.hint, now, fresh.key, creatorOid)
  }

  return {
    rtmpUrl,
    /** `GET /live/key2`: the caller's key, in clear only when it is created now. */
    async streamKey(user: SessionUser): Promise<StreamKeyResponse> {
      if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
      const channel = await context.channelOf(user.oid)
      if (channel?.key_hash && channel.key_hint && channel.key_created_at) {
        return keyAnswer(
          channel.key_hint,
          channel.key_created_at,
          null,
          user.oid,
          channel.key_refused_at,
        )
      }
      return writeKey(user.oid)
    },

    /** `POST /live/key2`: a new key; the old one is refused from now on. */
    async regenerateKey(user: SessionUser): Promise<StreamKeyResponse> {
      if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
      const answer = await writeKey(user.oid)
      context.ingest()?.kick(user.oid)
      return answer
    },
  }
}
