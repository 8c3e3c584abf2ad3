import type { DiscordResponse, ModifyRequest } from '../../../platform/discord/contract'
import type { ApiClient } from '../../../web/api'

/** The Discord calls of the studio (paths from `platform/discord/contract.ts`, under `/api`). */
export function createDiscordApi(api: ApiClient) {
  return {
    get: (creatorOid: string) => api.get<DiscordResponse>('/api/discord', { creatorOid }),
    modify: (request: ModifyRequest) =>
      api.post<DiscordResponse>('/api/discord/modify', { ...request }),
  }
}
export type DiscordApi = ReturnType<typeof createDiscordApi>
