/** The studio upload form's rules (documents 1 and 3), as i18n keys with their values. */

import type { TextKey } from '../../web/i18n'
import type { PartProgress } from '../../web/upload'

/**
 * The categories a creator picks on the form (the catalog's, less story chats, which the
 * story-chat studio makes); each is shown by its `contentCategory.<value>` text.
 */
export const FORM_CATEGORIES = [
  'audio-drama',
  'asmr',
  'realplay',
  'anime',
  'bl',
  'draw',
  'japan',
  'other',
] as const

/** The types the upload service takes for a content (platform/uploads/rules.ts). */
export const MEDIA_TYPES = ['jpg', 'jpeg', 'png', 'mp3', 'mp4', 'mov'] as const
/** Subtitles: one SRT in one language, converted to WebVTT by the encoder. */
export const SUBTITLE_TYPES = ['srt'] as const
export const MAX_SUBTITLE_BYTES = 2 * 1024 ** 2
export const SUBTITLE_LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
export const THUMBNAIL_TYPES = ['jpg', 'jpeg', 'png'] as const
export const MAX_CONTENT_BYTES = 20 * 1024 ** 3
export const PRICE_CAP = 100_000_000

/** Who can see a content: everyone, buyers (a price), or subscribers of chosen tiers. */
export type Access = 'free' | 'paid' | 'tiers'

export interface UploadFormValues {
  title: string
  tags: string
  /** The price counts only for `paid`. */
  access: Access
  /** Tier hashes, for `tiers`. */
  tiers: readonly string[]
  price: string
  description: string
  visibility: 'public' | 'private'
  adult: boolean
  category: string
  thumbnail: { name: string; size: number } | null
  files: { name: string; size: number }[]
  /** Optional. */
  subtitle?: { name: string; size: number } | null
  /** Editing a content: its thumbnail and files stay unless new ones are chosen. */
  editing?: boolean
}

export interface FormProblem {
  field: 'title' | 'price' | 'tiers' | 'thumbnail' | 'files' | 'subtitle'
  key: TextKey<'studio', 'uploadForm'>
  values?: Record<string, string>
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function checkUploadForm(form: UploadFormValues): FormProblem[] {
  const problems: FormProblem[] = []
  if (!form.title.trim()) problems.push({ field: 'title', key: 'uploadForm.titleRequired' })
  const access = form.access
  const price = form.price.trim() === '' ? 0 : Number(form.price)
  if (access === 'paid' && (!Number.isInteger(price) || price < 0 || price > PRICE_CAP))
    problems.push({ field: 'price', key: 'uploadForm.priceWrong' })
  else if (form.access === 'paid' && price === 0)
    problems.push({ field: 'price', key: 'uploadForm.priceNeeded' })
  if (access === 'tiers' && form.tiers.length === 0)
    problems.push({ field: 'tiers', key: 'uploadForm.tierRequired' })
  if (!form.thumbnail) {
    if (!form.editing) problems.push({ field: 'thumbnail', key: 'uploadForm.thumbnailRequired' })
  } else if (!(THUMBNAIL_TYPES as readonly string[]).includes(extensionOf(form.thumbnail.name)))
    problems.push({
      field: 'thumbnail',
      key: 'uploadForm.badType',
      values: { name: form.thumbnail.name },
    })
  if (form.files.length === 0 && !form.editing)
    problems.push({ field: 'files', key: 'uploadForm.filesRequired' })
  for (const file of form.files) {
    if (!(MEDIA_TYPES as readonly string[]).includes(extensionOf(file.name)))
      problems.push({ field: 'files', key: 'uploadForm.badType', values: { name: file.name } })
    else if (file.size > MAX_CONTENT_BYTES)
      problems.push({ field: 'files', key: 'uploadForm.tooLarge', values: { name: file.name } })
  }
  const subtitle = form.subtitle
  if (subtitle) {
    const values = { name: subtitle.name }
    if (!(SUBTITLE_TYPES as readonly string[]).includes(extensionOf(subtitle.name)))
      problems.push({ field: 'subtitle', key: 'uploadForm.badType', values })
    else if (subtitle.size > MAX_SUBTITLE_BYTES)
      problems.push({ field: 'subtitle', key: 'uploadForm.subtitleTooLarge', values })
  }
  return problems
}

/**
 * The catalog's fields for who can see it: free and open to all, sold for a price, or only
 * for subscribers of the chosen tiers (no price: it cannot be bought).
 */
export function accessMetadata(access: Access, price: string, tiers: readonly string[]) {
  if (access === 'paid')
    return { price: Number(price || 0), viewableTiers: [], viewableWithoutSub: false }
  if (access === 'tiers') return { price: 0, viewableTiers: [...tiers], viewableWithoutSub: false }
  return { price: 0, viewableTiers: [], viewableWithoutSub: true }
}

/** The form's choice for a saved content (a price wins over tiers: buyers may view it). */
export function accessOf(content: { price: number; viewableTiers: readonly string[] }): Access {
  if (content.price > 0) return 'paid'
  return content.viewableTiers.length > 0 ? 'tiers' : 'free'
}

/** Audio files make an audio content, video files a video one. */
export function mediaOf(files: readonly { name: string }[]): 'audio' | 'video' | 'none' {
  const types = files.map((file) => extensionOf(file.name))
  if (types.some((type) => type === 'mp4' || type === 'mov')) return 'video'
  if (types.includes('mp3')) return 'audio'
  return 'none'
}

/**
 * A file's key in the creator's namespace: fixed once per file, so Resume reaches the same
 * upload after a dropped connection.
 */
export function fileKey(
  context: 'thumbnail' | 'content' | 'subtitle',
  contentOid: string,
  index: number,
  name: string,
): string {
  return `${context}/${contentOid}/${index}.${extensionOf(name)}`
}

/**
 * The catalog's reference to an uploaded file: its public address, or for a private file
 * the uploads area's stable store address (`/api/upload/store/<access>/<owner>/<key>`),
 * which the content area signs for each entitled viewer.
 */
export function fileReference(
  file: { key: string; url: string | null; access: 'public' | 'private' },
  ownerOid: string,
): string {
  return file.url ?? `/api/upload/store/${file.access}/${ownerOid}/${file.key}`
}

/** Parts done out of all, for the progress bar and its text. */
export function partsDone(parts: readonly Pick<PartProgress, 'state'>[]): {
  done: number
  total: number
} {
  return {
    done: parts.filter((part) => part.state === 'done').length,
    total: Math.max(parts.length, 1),
  }
}
