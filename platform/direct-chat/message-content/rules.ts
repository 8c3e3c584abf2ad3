/** The pure rules of paid message contents: media, states, who sees what. */
import {
  MESSAGE_CONTENT_LIMITS as LIMITS,
  type MessageContentStatus,
  type MessageContentView,
  type MessageMedia,
  type MessageMediaType,
} from './contract'
import { MESSAGE_CONTENT_ERRORS as ERRORS } from './errors'

const VIDEO_TYPES: readonly MessageMediaType[] = ['mp4', 'mov']

export interface MediaPlan {
  media: MessageMedia[]
  kind: 'none' | 'images' | 'video'
}

/** Spec §5: images or one video, never mixed; at most 20 images. Keys appear once. */
export function planMedia(
  input: readonly { key: string; filetype: MessageMediaType }[],
): MediaPlan {
  const unique = [...new Map(input.map((item) => [item.key, item])).values()]
  const media = unique.map(
    (item): MessageMedia => ({
      ...item,
      kind: VIDEO_TYPES.includes(item.filetype) ? 'video' : 'image',
    }),
  )
  const videos = media.filter((item) => item.kind === 'video').length
  if (videos > 0 && videos < media.length) throw ERRORS.mixedMedia()
  if (videos > LIMITS.videosMax) throw ERRORS.tooManyVideos()
  if (media.length > LIMITS.imagesMax) throw ERRORS.tooManyImages()
  if (media.length === 0) return { media, kind: 'none' }
  return { media, kind: videos > 0 ? 'video' : 'images' }
}

/** The post's state from its files' (the uploads area's): the worst wins; a lost file is an error. */
export function contentStatus(statuses: readonly (string | null)[]): MessageContentStatus {
  if (statuses.length === 0) return 'none'
  if (statuses.some((status) => status === null || status === 'error')) return 'error'
  if (statuses.includes('uploading')) return 'uploading'
  if (statuses.includes('packaging')) return 'packaging'
  return 'ready'
}

export function fileStatus(status: string | null): MessageContentStatus {
  return contentStatus([status])
}

/** What a viewer is to a post: its writer, a buyer, a recipient who has not bought it, or no one. */
export type Access = 'creator' | 'buyer' | 'locked' | 'none'

export function accessOf(input: {
  viewerOid: string
  creatorOid: string
  recipient: boolean
  purchased: boolean
  deleted: boolean
}): Access {
  if (input.viewerOid === input.creatorOid) return 'creator'
  if (input.purchased) return 'buyer'
  // A deleted post stays with those who bought it; anyone else no longer sees it.
  if (input.recipient && !input.deleted) return 'locked'
  return 'none'
}

export interface ContentFacts {
  oid: string
  creatorOid: string
  text: string
  price: number
  media: MessageMedia[]
  mediaKind: MessageContentView['mediaKind']
  deleted: boolean
  createdAt: Date
}

/** The post as the viewer may see it: locked shows the price and the media's count only. */
export function viewContent(
  facts: ContentFacts,
  access: Exclude<Access, 'none'>,
  status: MessageContentStatus,
): MessageContentView {
  const open = access !== 'locked'
  return {
    contentOid: facts.oid,
    creatorOid: facts.creatorOid,
    price: facts.price,
    locked: !open,
    purchased: access === 'buyer',
    mine: access === 'creator',
    text: open ? facts.text : null,
    media: open ? facts.media : null,
    mediaCount: facts.media.length,
    mediaKind: facts.mediaKind,
    status,
    deleted: facts.deleted,
    createdAt: facts.createdAt.toISOString(),
  }
}

/** The recipients of a post: each once, never the writer, within the limit. */
export function recipientSet(writerOid: string, groups: readonly (readonly string[])[]): string[] {
  const all = new Set(groups.flat())
  all.delete(writerOid)
  if (all.size === 0) throw ERRORS.noRecipients()
  if (all.size > LIMITS.recipientsMax) throw ERRORS.tooManyRecipients()
  return [...all].sort()
}
