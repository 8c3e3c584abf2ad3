/** The scenario studio's calls, and its uploads (a page's media, the cover). */
import type { ScenarioDocument } from '../../platform/content/scenarios/contract'
import { api } from '../../web/session'
import { createUploadClient } from '../../web/upload'

const uploads = createUploadClient({ api })

export const scenarioApi = {
  create: (title: string) =>
    api.post('/content/scenario', { metaData: { title, category: 'other' } }),
  setCover: (contentOid: string, thumbnail: string) =>
    api.post('/content/scenario', { contentOid, metaData: { thumbnail } }),
  load: (contentOid: string) => api.get('/content/scenario/:id/document', { id: contentOid }),
  save: (contentOid: string, document: ScenarioDocument, version: number) =>
    api.post('/content/scenario/:id/document', { id: contentOid, document, version }),
  publish: (contentOid: string, version: number) =>
    api.post('/content/scenario/:id/publish', { id: contentOid, version }),
}

const extension = (name: string) => (name.split('.').pop() ?? '').toLowerCase()
export const isVideoFile = (file: File) =>
  file.type.startsWith('video/') || ['mp4', 'mov', 'webm', 'm4v'].includes(extension(file.name))

/** Uploads a page's picture or clip into the creator's own namespace; answers its key. */
export async function uploadPageMedia(contentOid: string, file: File) {
  const video = isVideoFile(file)
  const key = `scenario/${contentOid}/${Date.now()}.${extension(file.name)}`
  await uploads.upload(file, {
    key,
    filetype: extension(file.name),
    access: 'private',
    context: video ? 'content' : 'image',
  })
  return { key, kind: video ? ('video' as const) : ('image' as const) }
}

/** Uploads the cover (a public thumbnail of the content); answers its address. */
export async function uploadCover(contentOid: string, file: File) {
  const result = await uploads.upload(file, {
    key: `thumbnail/${contentOid}/${Date.now()}.${extension(file.name)}`,
    filetype: extension(file.name),
    access: 'public',
    context: 'thumbnail',
    contentOid,
  })
  if (!result.url) throw new Error('The cover has no public address.')
  return result.url
}
