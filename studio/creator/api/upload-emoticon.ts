import type { UploadEmoticonResponse } from '../../../platform/emoticons/contract'
import { apiErrorFromBody } from '../../../web/api'

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
