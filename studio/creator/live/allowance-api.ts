import type { AllowanceUsage, StoredThumbnail } from '../../../platform/live'
import { apiErrorFromBody } from '../../../web/api'
import { apiClient } from '../../../web/session'

/** This month's broadcast time (docs/live/README.md "Allowance"). */
export const allowanceApi = {
  usage: (creatorOid: string) =>
    apiClient.get<AllowanceUsage>('/api/live/allowance', { creatorOid }),
}

/** The thumbnail goes as the raw request body (not JSON), so it goes through fetch. */
export async function uploadLiveThumbnail(
  file: Blob,
  options: { creatorOid: string; token: string | null },
): Promise<StoredThumbnail> {
  const query = new URLSearchParams({ creatorOid: options.creatorOid })
  const response = await fetch(`/api/live/thumbnail?${query}`, {
    method: 'POST',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'platform-type': 'web',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: file,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw apiErrorFromBody(response.status, body)
  return body as StoredThumbnail
}

/** Checked before sending, as the server checks (spec §5/§9: 3MB, jpg/png/webp/gif). */
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
export const THUMBNAIL_MAX_BYTES = 3 * 1024 * 1024
