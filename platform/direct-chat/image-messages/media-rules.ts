/**
 * What one image message may carry (spec §5, §9): mp4, mov, jpg, jpeg or png files, never
 * images and a video together, at most 20 images or 1 video. Pure and import-free: the
 * composer checks a pick with it before uploading, the server checks the send with it.
 */

export const DM_MEDIA_TYPES = ['jpg', 'jpeg', 'png', 'mp4', 'mov'] as const
export type DmMediaType = (typeof DM_MEDIA_TYPES)[number]
export type DmMediaKind = 'image' | 'video'

export const DM_MEDIA_LIMITS = {
  imagesMax: 20,
  videosMax: 1,
  /** Designed: a phone photo is a few MB; a chat video is a clip, not a film. */
  imageBytesMax: 50 * 1024 * 1024,
  videoBytesMax: 1024 * 1024 * 1024,
  captionMax: 2_000,
} as const

export type DmMediaRefusal = 'empty' | 'type' | 'mixed' | 'tooManyImages' | 'tooManyVideos'

export type DmMediaVerdict =
  | { ok: true; kind: DmMediaKind; count: number }
  | { ok: false; reason: DmMediaRefusal }

/** The server's texts for each refusal (translated by code in the front ends). */
export const DM_MEDIA_TEXTS: Record<DmMediaRefusal, string> = {
  empty: 'Choose at least one image or video.',
  type: 'Only mp4, mov, jpg, jpeg and png files can be sent.',
  mixed: 'Images and a video cannot be sent in one message.',
  tooManyImages: 'At most 20 images can be sent in one message.',
  tooManyVideos: 'Only one video can be sent in one message.',
}

export const isDmMediaType = (type: string): type is DmMediaType =>
  (DM_MEDIA_TYPES as readonly string[]).includes(type)

export const dmMediaKind = (type: DmMediaType): DmMediaKind =>
  type === 'mp4' || type === 'mov' ? 'video' : 'image'

/** A file name's type by its extension (the server sniffs the bytes; this only sorts a pick). */
export function dmMediaTypeOfName(name: string): DmMediaType | null {
  const extension = name.toLowerCase().split('.').pop() ?? ''
  return isDmMediaType(extension) ? extension : null
}

/** Whether files of these types may go together in one message. */
export function judgeDmMedia(types: readonly string[]): DmMediaVerdict {
  if (types.length === 0) return { ok: false, reason: 'empty' }
  if (!types.every(isDmMediaType)) return { ok: false, reason: 'type' }
  const kinds = new Set(types.map((type) => dmMediaKind(type as DmMediaType)))
  if (kinds.size > 1) return { ok: false, reason: 'mixed' }
  const kind = [...kinds][0] as DmMediaKind
  if (kind === 'video' && types.length > DM_MEDIA_LIMITS.videosMax)
    return { ok: false, reason: 'tooManyVideos' }
  if (kind === 'image' && types.length > DM_MEDIA_LIMITS.imagesMax)
    return { ok: false, reason: 'tooManyImages' }
  return { ok: true, kind, count: types.length }
}
