/**
 * The composer's picked files, judged as the server will judge them (the shared media
 * rules): types, never images with a video, at most 20 images or 1 video, sizes.
 */
import {
  DM_MEDIA_LIMITS,
  type DmMediaKind,
  type DmMediaRefusal,
  type DmMediaType,
  dmMediaKind,
  dmMediaTypeOfName,
  judgeDmMedia,
} from '../../platform/direct-chat/image-messages/media-rules'

export interface Attachment {
  id: string
  file: File
  type: DmMediaType
  kind: DmMediaKind
}

export type PickRefusal = DmMediaRefusal | 'tooLarge'

/** The list with the picked files added, or why they cannot be. */
export function addAttachments(
  current: readonly Attachment[],
  picked: readonly File[],
  newId: () => string,
): { ok: true; attachments: Attachment[] } | { ok: false; reason: PickRefusal } {
  const types = picked.map((file) => dmMediaTypeOfName(file.name))
  if (types.some((type) => type === null)) return { ok: false, reason: 'type' }
  const added = picked.map((file, index) => {
    const type = types[index] as DmMediaType
    return { id: newId(), file, type, kind: dmMediaKind(type) }
  })
  const all = [...current, ...added]
  const verdict = judgeDmMedia(all.map((item) => item.type))
  if (!verdict.ok) return { ok: false, reason: verdict.reason }
  const tooLarge = added.some(
    (item) =>
      item.file.size >
      (item.kind === 'video' ? DM_MEDIA_LIMITS.videoBytesMax : DM_MEDIA_LIMITS.imageBytesMax),
  )
  if (tooLarge) return { ok: false, reason: 'tooLarge' }
  return { ok: true, attachments: all }
}

/** Where each file goes in the sender's uploads: under the message's own id. */
export const attachmentKey = (messageOid: string, index: number, type: DmMediaType) =>
  `dm/${messageOid}/${index}.${type}`
