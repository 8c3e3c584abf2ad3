import { api } from '../../../web/session'

/** This month's broadcast time (docs/live/README.md "Allowance"). */
export const allowanceApi = {
  usage: (creatorOid: string) => api.get('/live/allowance', { creatorOid }),
  /** The thumbnail goes as the raw request body (not JSON). */
  uploadThumbnail: (creatorOid: string, file: Blob) =>
    api.upload('/live/thumbnail', { creatorOid }, file),
}

/** Checked before sending, as the server checks (spec §5/§9: 3MB, jpg/png/webp/gif). */
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
export const THUMBNAIL_MAX_BYTES = 3 * 1024 * 1024
