import type { ImageMessageSendRequest } from '../../platform/direct-chat/image-messages/contract'
import { api, sessionRequestContext } from '../../web/session'
import { createUploadClient } from '../../web/upload'

export type {
  ImageMessageView,
  ImagePaymethod,
} from '../../platform/direct-chat/image-messages/contract'

const uploads = createUploadClient({ api })

/** A new message id of the server's shape (24 hex: seconds, then random), the send's key. */
export function newMessageOid(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${seconds}${random}`
}

/** Image messages (`/api/chat/image-message`) and their files (docs/DIRECT-CHAT.md). */
export const mediaApi = {
  send: (input: ImageMessageSendRequest) => api.post('/chat/image-message/send', input),
  read: (messageOid: string) => api.get('/chat/image-message', { messageOid }),
  /** One chat file, private, through the uploads area; `progress` gets the bytes sent. */
  upload: (file: File, key: string, filetype: string, progress: (sent: number) => void) =>
    uploads.upload(
      file,
      { key, filetype, access: 'private', context: 'dm' },
      { onPart: (_part, all) => progress(all.reduce((sum, part) => sum + part.loaded, 0)) },
    ),
  /**
   * A member's file as an object address: the API takes the sign-in in a header, which an
   * image's own request cannot carry.
   */
  async objectUrl(url: string): Promise<string> {
    const { token } = sessionRequestContext()
    const response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    if (!response.ok) throw new Error(`media: HTTP ${response.status}`)
    return URL.createObjectURL(await response.blob())
  },
}
