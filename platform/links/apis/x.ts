/** X (Twitter) API v2: the token's user and their follower count (`public_metrics`). */
import type { Clock } from '../../http'
import type { PlatformApi } from './port'
import { getJson } from './result'

interface XUser {
  data?: {
    id: string
    name?: string
    username?: string
    public_metrics?: { followers_count?: number }
  }
}

export function createXApi(
  apiBase: string,
  clock: Clock,
  fetcher: typeof fetch = fetch,
): PlatformApi {
  const unsupported = {
    ok: false,
    kind: 'failed',
    status: 0,
    message: 'X has no live stream',
  } as const
  return {
    async profile(accessToken) {
      const url = `${apiBase}/users/me?user.fields=public_metrics`
      const answer = await getJson<XUser>({ url, accessToken }, clock.now(), fetcher)
      if (!answer.ok) return answer
      const user = answer.value.data
      if (!user?.id) return { ok: false, kind: 'failed', status: 200, message: 'no user' }
      return {
        ok: true,
        value: {
          externalId: user.id,
          handle: user.username ?? user.id,
          displayName: user.name ?? user.username ?? user.id,
          followers: user.public_metrics?.followers_count ?? 0,
        },
      }
    },
    stream: async () => unsupported,
    chat: async () => unsupported,
  }
}
