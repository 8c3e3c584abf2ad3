/** A creator's uploaded emoticons: listing and deleting. */

import type { SessionUser } from '../http'
import type { EmoticonsContext } from './context'
import { notifyChanged } from './context'
import type { Emoticon } from './contract'
import { EMOTICON_ERRORS } from './errors'
import { requireEmoticonOwner } from './owner'
import { toEmoticon } from './store'
import { EMOTICON_CONTENT_TYPES } from './upload-rules'

export async function emoticonLibrary(
  context: EmoticonsContext,
  user: SessionUser,
  creatorOid: string,
): Promise<Emoticon[]> {
  requireEmoticonOwner(user, creatorOid)
  return (await context.store.library(creatorOid)).map((row) => toEmoticon(row))
}

/** Soft delete: chat messages already sent keep their image; groups stop listing it. */
export async function deleteEmoticon(
  context: EmoticonsContext,
  user: SessionUser,
  creatorOid: string,
  emoticonOid: string,
) {
  requireEmoticonOwner(user, creatorOid)
  const deleted = await context.store.tables
    .updateTable('emoticons')
    .set({ deleted_at: context.clock.now() })
    .where('oid', '=', emoticonOid)
    .where('creator_oid', '=', creatorOid)
    .where('deleted_at', 'is', null)
    .returning('oid')
    .executeTakeFirst()
  if (!deleted) throw EMOTICON_ERRORS.notFound()
  await notifyChanged(context, creatorOid)
  return { ok: true as const, deleted: true as const, emoticonOid }
}

/** The stored image of an emoticon by its key, or null. */
export async function readEmoticonImage(
  context: EmoticonsContext,
  key: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = await context.store.byKey(key)
  if (!row) return null
  const bytes = await context.files.get(row.s3_key)
  return bytes ? { bytes, contentType: EMOTICON_CONTENT_TYPES[row.type] } : null
}
