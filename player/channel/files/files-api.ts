import type { FileContentInput, FileContentView } from '../../../platform/content/files/contract'
import { api } from '../../../web/session'
import { createUploadClient } from '../../../web/upload'

export type { FileContentView }

const uploads = createUploadClient({ api })

/** A fresh upload key in the creator's namespace, keeping the file's extension. */
export function uploadKeyOf(fileName: string, now = Date.now()): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin'
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `files/${now.toString(36)}-${random}.${extension}`
}

/** A channel's file contents (`/api/content/file-content…`, docs/community/file-contents.md). */
export const filesApi = {
  list: (creatorOid: string, before?: string) =>
    api.get('/content/file-contents', { creatorOid, ...(before ? { before } : {}) }),
  /** The file goes to the uploads area first (private, `file` context), then is posted. */
  async write(file: File, input: FileContentInput, progress: (sent: number) => void) {
    const key = uploadKeyOf(file.name)
    const filetype = key.slice(key.lastIndexOf('.') + 1)
    await uploads.upload(
      file,
      { key, filetype, access: 'private', context: 'file' },
      { onPart: (_part, all) => progress(all.reduce((sum, part) => sum + part.loaded, 0)) },
    )
    return api.post('/content/file-content/write', {
      ...input,
      uploadKey: key,
      fileName: file.name,
    })
  },
  edit: (fileOid: string, input: FileContentInput) =>
    api.post('/content/file-content/edit', { fileOid, ...input }),
  pin: (fileOid: string, pinned: boolean) =>
    api.post('/content/file-content', { fileOid, operation: pinned ? 'pin' : 'unpin' }),
  remove: (fileOid: string) => api.delete('/content/file-content', { fileOid }),
  buy: (fileOid: string) => api.post('/content/file-content/:id/purchase', { id: fileOid }),
  openWithCoupon: (fileOid: string, itemOid: string) =>
    api.post('/content/file-content/:id/coupon', { id: fileOid, itemOid }),
  download: (fileOid: string) => api.get('/content/file-content/:id/download', { id: fileOid }),
  coupons: async () => {
    const { items } = await api.get('/account/inventory')
    return items.filter((item) => item.kind === 'file_coupon' && !item.used && !item.refunded)
  },
}
