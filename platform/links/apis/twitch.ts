/**
 * Twitch Helix: the token's user and follower total (`/channels/followers`), their stream
 * (viewers, thumbnail); the chat is read from Twitch's chat socket (twitch-chat.ts).
 */
import type { Clock } from '../../http'
import type { PlatformApi } from './port'
import { getJson } from './result'
import type { TwitchChatReader } from './twitch-chat'

interface Users {
  data?: { id: string; login?: string; display_name?: string }[]
}
interface Followers {
  total?: number
}
interface Streams {
  data?: { user_login?: string; viewer_count?: number; thumbnail_url?: string; type?: string }[]
}

export function createTwitchApi(
  settings: { apiBase: string; clientId: string },
  clock: Clock,
  chatReader: TwitchChatReader | null,
  fetcher: typeof fetch = fetch,
): PlatformApi {
  const get = <T>(path: string, accessToken: string) =>
    getJson<T>(
      {
        url: `${settings.apiBase}${path}`,
        accessToken,
        headers: { 'client-id': settings.clientId },
      },
      clock.now(),
      fetcher,
    )
  return {
    async profile(accessToken) {
      const users = await get<Users>('/users', accessToken)
      if (!users.ok) return users
      const user = users.value.data?.[0]
      if (!user) return { ok: false, kind: 'failed', status: 200, message: 'no user' }
      const followers = await get<Followers>(
        `/channels/followers?broadcaster_id=${encodeURIComponent(user.id)}&first=1`,
        accessToken,
      )
      if (!followers.ok) return followers
      return {
        ok: true,
        value: {
          externalId: user.id,
          handle: user.login ?? user.id,
          displayName: user.display_name ?? user.login ?? user.id,
          followers: followers.value.total ?? 0,
        },
      }
    },
    async stream(accessToken, externalId) {
      const streams = await get<Streams>(
        `/streams?user_id=${encodeURIComponent(externalId)}&type=live`,
        accessToken,
      )
      if (!streams.ok) return streams
      const stream = streams.value.data?.[0]
      if (!stream)
        return { ok: true, value: { live: false, viewers: 0, thumbnailUrl: null, chatId: null } }
      return {
        ok: true,
        value: {
          live: true,
          viewers: stream.viewer_count ?? 0,
          thumbnailUrl:
            stream.thumbnail_url?.replace('{width}', '640').replace('{height}', '360') ?? null,
          chatId: stream.user_login ?? null,
        },
      }
    },
    async chat(accessToken, stream) {
      if (!chatReader || !stream.chatId)
        return { ok: true, value: { messages: [], cursor: null, pollAfterMs: 0 } }
      const messages = chatReader.drain({ channel: stream.chatId, accessToken })
      return { ok: true, value: { messages, cursor: null, pollAfterMs: 0 } }
    },
  }
}
