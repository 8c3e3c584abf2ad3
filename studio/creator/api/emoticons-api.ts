import type {
  EmoticonGroupsResponse,
  EmoticonLibraryResponse,
  SaveGroupsRequest,
  UploadEmoticonResponse,
} from '../../../platform/emoticons/contract'
import { type ApiClient, apiErrorFromBody } from '../../../web/api'

/** The emoticons area's calls (paths from `platform/emoticons/contract.ts`, under `/api`). */
export function createEmoticonsApi(api: ApiClient) {
  return {
    groups: (creatorOid: string) =>
      api.get<EmoticonGroupsResponse>('/api/emoticon/group/creator', { creatorOid }),
    saveGroups: (request: SaveGroupsRequest) =>
      api.post<EmoticonGroupsResponse>('/api/emoticon/groups', { ...request }),
    library: (creatorOid: string) =>
      api.get<EmoticonLibraryResponse>('/api/emoticon/uploads', { creatorOid }),
    remove: (creatorOid: string, emoticonOid: string) =>
      api.post<{ ok: boolean }>('/api/emoticon/delete', { creatorOid, emoticonOid }),
  }
}
export type EmoticonsApi = ReturnType<typeof createEmoticonsApi>

/** The upload sends the image bytes as the raw body (not JSON), so it goes through fetch. */
export async function uploadEmoticon(
  file: Blob,
  options: { creatorOid: string; name: string; token: string | null },
): Promise<UploadEmoticonResponse> {
  const query = new URLSearchParams({ creatorOid: options.creatorOid, name: options.name })
  const response = await fetch(`/api/emoticon/upload?${query}`, {
    method: 'POST',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'platform-type': 'web',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: file,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    throw apiErrorFromBody(response.status, body)
  }
  return body as UploadEmoticonResponse
}
