/**
 * Downloads: an entitled viewer gets a short-lived signed address,
 * `/api/content/file-content/{id}/file?expires=…&signature=…`, that names the file and the
 * viewer; the address alone (a link an `<a download>` or a browser follows without the
 * Authorization header) streams it until it expires.
 */
import { createUrlSigner, type SessionUser } from '../../http'
import { type FilesContext, requirePort } from './context'
import { FILE_DOWNLOAD_SECONDS } from './contract'
import { FILE_ERRORS } from './errors'
import { findFile } from './store'
import { viewOne } from './views'

export const FILE_BASE = '/api/content/file-content'

const pathOf = (fileOid: string, userOid: string) => `${FILE_BASE}/${fileOid}/file/${userOid}`

function signerOf(context: FilesContext) {
  const secret = requirePort(context.media, 'media').secret
  return createUrlSigner(`file-content:${secret}`, FILE_DOWNLOAD_SECONDS)
}

/** The viewer's signed address of a file they may download; locked and unknown files refused. */
export async function downloadAddress(context: FilesContext, viewer: SessionUser, fileOid: string) {
  const row = await findFile(context.db, fileOid)
  if (!row) throw FILE_ERRORS.notFound()
  const view = await viewOne(context, viewer, row)
  if (view.access === null) throw FILE_ERRORS.locked()
  const now = context.clock.now()
  const url = signerOf(context).signedPath(pathOf(row.oid, viewer.oid), now)
  const expires = Math.floor(now.getTime() / 1000) + FILE_DOWNLOAD_SECONDS
  return { url, expiresAt: new Date(expires * 1000).toISOString() }
}

/** The file behind a signed address: the signature is checked before anything is read. */
export async function openSigned(
  context: FilesContext,
  input: { fileOid: string; userOid: string; expires: number; signature: string },
) {
  const path = pathOf(input.fileOid, input.userOid)
  if (!signerOf(context).verify(path, input.expires, input.signature, context.clock.now())) {
    throw FILE_ERRORS.signatureInvalid()
  }
  const row = await findFile(context.db, input.fileOid)
  if (!row) throw FILE_ERRORS.notFound()
  const object = await requirePort(context.media, 'media').read(row.store_key)
  if (!object) throw FILE_ERRORS.notFound()
  return { row, object }
}
