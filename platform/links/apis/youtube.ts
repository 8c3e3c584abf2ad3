/**
 * YouTube Data API v3: the token's channel and subscriber count, its active broadcast
 * (viewers, thumbnail, live chat id) and the live chat's messages, page by page.
 */
import type { Clock } from '../../http'
import type { PlatformApi } from './port'
import { getJson } from './result'

interface Channels {
  items?: {
    id: string
    snippet?: { title?: string; customUrl?: string }
    statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean }
  }[]
}
interface Broadcasts {
  items?: {
    id: string
    snippet?: { liveChatId?: string; thumbnails?: Record<string, { url?: string }> }
  }[]
}
interface Videos {
  items?: { liveStreamingDetails?: { concurrentViewers?: string } }[]
}
interface ChatMessages {
  items?: {
    id: string
    snippet?: { displayMessage?: string; type?: string }
    authorDetails?: { displayName?: string }
  }[]
  nextPageToken?: string
  pollingIntervalMillis?: number
}

export function createYouTubeApi(
  apiBase: string,
  clock: Clock,
  fetcher: typeof fetch = fetch,
): PlatformApi {
  const get = <T>(path: string, accessToken: string) =>
    getJson<T>({ url: `${apiBase}${path}`, accessToken }, clock.now(), fetcher)
  return {
    async profile(accessToken) {
      const answer = await get<Channels>('/channels?part=snippet,statistics&mine=true', accessToken)
      if (!answer.ok) return answer
      const channel = answer.value.items?.[0]
      if (!channel) return { ok: false, kind: 'failed', status: 200, message: 'no channel' }
      return {
        ok: true,
        value: {
          externalId: channel.id,
          handle: channel.snippet?.customUrl ?? channel.id,
          displayName: channel.snippet?.title ?? channel.id,
          followers: Number(channel.statistics?.subscriberCount ?? 0) || 0,
        },
      }
    },
    async stream(accessToken) {
      const answer = await get<Broadcasts>(
        '/liveBroadcasts?part=snippet&broadcastStatus=active&broadcastType=all',
        accessToken,
      )
      if (!answer.ok) return answer
      const broadcast = answer.value.items?.[0]
      if (!broadcast)
        return { ok: true, value: { live: false, viewers: 0, thumbnailUrl: null, chatId: null } }
      const videos = await get<Videos>(
        `/videos?part=liveStreamingDetails&id=${encodeURIComponent(broadcast.id)}`,
        accessToken,
      )
      if (!videos.ok) return videos
      const thumbnails = broadcast.snippet?.thumbnails ?? {}
      return {
        ok: true,
        value: {
          live: true,
          viewers:
            Number(videos.value.items?.[0]?.liveStreamingDetails?.concurrentViewers ?? 0) || 0,
          thumbnailUrl:
            thumbnails.high?.url ?? thumbnails.medium?.url ?? thumbnails.default?.url ?? null,
          chatId: broadcast.snippet?.liveChatId ?? null,
        },
      }
    },
    async chat(accessToken, stream, cursor) {
      if (!stream.chatId) return { ok: true, value: { messages: [], cursor, pollAfterMs: 0 } }
      const page = cursor ? `&pageToken=${encodeURIComponent(cursor)}` : ''
      const answer = await get<ChatMessages>(
        `/liveChat/messages?liveChatId=${encodeURIComponent(stream.chatId)}&part=snippet,authorDetails${page}`,
        accessToken,
      )
      if (!answer.ok) return answer
      const messages = (answer.value.items ?? [])
        .filter((item) => item.snippet?.displayMessage)
        .map((item) => ({
          id: item.id,
          author: item.authorDetails?.displayName ?? '',
          text: item.snippet?.displayMessage ?? '',
        }))
      return {
        ok: true,
        value: {
          messages,
          cursor: answer.value.nextPageToken ?? cursor,
          pollAfterMs: answer.value.pollingIntervalMillis ?? 0,
        },
      }
    },
  }
}
