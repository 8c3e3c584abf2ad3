/** An upload: judged, stored in the object store, then recorded. */
import { createHash } from 'node:crypto'
import { newObjectId } from '../db/ids'
import type { AppError, SessionUser } from '../http'
import type { EmoticonsContext } from './context'
import { EMOTICON_LIMITS, type Emoticon } from './contract'
import { EMOTICON_ERRORS } from './errors'
import { requireEmoticonOwner } from './owner'
import { toEmoticon } from './store'
import { judgeEmoticonUpload, type UploadVerdict } from './upload-rules'

export interface EmoticonUpload {
  creatorOid: string
  name: string
  bytes: Uint8Array
  contentType: string
}

/** The spec's error for a refused upload of `byteSize` bytes. */
export function uploadRefusal(
  verdict: Extract<UploadVerdict, { ok: false }>,
  byteSize: number,
): AppError {
  switch (verdict.reason) {
    case 'name':
      return EMOTICON_ERRORS.nameRequired()
    case 'too-large':
      return EMOTICON_ERRORS.tooLarge(byteSize)
    case 'not-png':
      return EMOTICON_ERRORS.notPng()
    case 'type':
      return EMOTICON_ERRORS.typeInvalid()
    case 'corrupt':
      return EMOTICON_ERRORS.unreadable()
    case 'dimensions':
      return EMOTICON_ERRORS.dimensions(verdict.width ?? 0, verdict.height ?? 0)
  }
}

export async function uploadEmoticon(
  context: EmoticonsContext,
  user: SessionUser,
  input: EmoticonUpload,
): Promise<Emoticon> {
  requireEmoticonOwner(user, input.creatorOid)
  if (input.bytes.length === 0) throw EMOTICON_ERRORS.unreadable()
  const verdict = judgeEmoticonUpload(input.bytes, input.contentType, input.name)
  if (!verdict.ok) throw uploadRefusal(verdict, input.bytes.length)
  const oid = newObjectId(context.clock.now().getTime())
  const key = `${oid}.${verdict.type}`
  const s3Key = `public/emoticons/${input.creatorOid}/${key}`
  try {
    await context.files.put(s3Key, input.bytes)
  } catch (error) {
    context.logger.error({ err: error, s3Key }, 'emoticon store write failed')
    throw EMOTICON_ERRORS.uploadFailed()
  }
  // Recorded only once the image is stored: a row always has its bytes.
  const row = await context.store.tables
    .insertInto('emoticons')
    .values({
      oid,
      creator_oid: input.creatorOid,
      name: verdict.name,
      key,
      s3_key: s3Key,
      type: verdict.type,
      size: EMOTICON_LIMITS.defaultSize,
      width: verdict.width,
      height: verdict.height,
      byte_size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      uploaded: true,
    })
    .returning(['oid', 'name', 'key', 's3_key', 'type', 'size', 'width', 'height', 'uploaded'])
    .executeTakeFirstOrThrow()
  return toEmoticon(row)
}
