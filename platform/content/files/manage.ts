/** The creator's own files: post an upload, edit, pin or unpin, delete. */
import { newObjectId } from '../../db'
import { hasRole, type SessionUser } from '../../http'
import { type FilesContext, requirePort } from './context'
import type { FileContentInput, FileContentView, FileContentWrite } from './contract'
import { FILE_ERRORS } from './errors'
import { fileKindOf, fitsSizeCap } from './rules'
import {
  deleteOwnFile,
  type FileRow,
  findFile,
  insertFile,
  setPinned,
  updateOwnFile,
} from './store'
import { viewOf } from './views'

/** The uploads area keeps a caller's private upload at `private/{owner}/{key}`. */
const storeKeyOf = (creatorOid: string, uploadKey: string) => `private/${creatorOid}/${uploadKey}`

export async function writeFile(
  context: FilesContext,
  creator: SessionUser,
  input: FileContentWrite,
): Promise<FileContentView> {
  if (!hasRole(creator, 'creator')) throw FILE_ERRORS.creatorsOnly()
  const kind = fileKindOf(input.fileName)
  if (!kind) throw FILE_ERRORS.kindNotAllowed()
  const storeKey = storeKeyOf(creator.oid, input.uploadKey)
  const byteSize = await storedSize(context, storeKey)
  if (!fitsSizeCap(byteSize)) throw FILE_ERRORS.tooLarge()
  const now = context.clock.now()
  const row = await insertFile(context.db, {
    oid: newObjectId(now.getTime()),
    creatorOid: creator.oid,
    title: input.title,
    description: input.description ?? '',
    storeKey,
    fileName: input.fileName,
    kind,
    byteSize,
    price: input.price,
    tiers: input.tiers,
    now,
  })
  return viewOf(row, 'owner')
}

/** The stored object's size: the upload must be in the creator's own namespace and complete. */
async function storedSize(context: FilesContext, storeKey: string): Promise<number> {
  const media = requirePort(context.media, 'media')
  const object = await media.read(storeKey, { start: 0, end: 0 })
  if (!object) throw FILE_ERRORS.uploadMissing()
  object.body.destroy()
  return object.size
}

export async function editFile(
  context: FilesContext,
  creator: SessionUser,
  input: FileContentInput & { fileOid: string },
): Promise<FileContentView> {
  const row = await updateOwnFile(
    context.db,
    { fileOid: input.fileOid, creatorOid: creator.oid },
    {
      title: input.title,
      description: input.description ?? '',
      price: input.price,
      tiers: input.tiers,
      now: context.clock.now(),
    },
  )
  if (!row) throw await refusal(context, input.fileOid)
  return viewOf(row, 'owner')
}

export async function pinFile(
  context: FilesContext,
  creator: SessionUser,
  input: { fileOid: string; operation: 'pin' | 'unpin' },
): Promise<FileContentView> {
  const at = input.operation === 'pin' ? context.clock.now() : null
  const row = await setPinned(context.db, { fileOid: input.fileOid, creatorOid: creator.oid }, at)
  if (row) return viewOf(row, 'owner')
  const existing = await findFile(context.db, input.fileOid)
  if (existing && existing.creator_oid === creator.oid) throw FILE_ERRORS.pinLimit()
  throw await refusal(context, input.fileOid, existing)
}

export async function removeFile(context: FilesContext, creator: SessionUser, fileOid: string) {
  const where = { fileOid, creatorOid: creator.oid }
  if (!(await deleteOwnFile(context.db, where, context.clock.now()))) {
    throw await refusal(context, fileOid)
  }
  return { ok: true as const }
}

/** Nothing changed: the file is gone (404) or another creator's (403). */
async function refusal(context: FilesContext, fileOid: string, known?: FileRow | null) {
  const row = known === undefined ? await findFile(context.db, fileOid) : known
  return row ? FILE_ERRORS.notYours() : FILE_ERRORS.notFound()
}
