/** File contents' use cases, over the area's tables and the wallet, uploads and channels ports. */
import type { SessionUser } from '../../http'
import type { FilesContext } from './context'
import { downloadAddress, openSigned } from './download'
import { FILE_ERRORS } from './errors'
import { editFile, pinFile, removeFile, writeFile } from './manage'
import { buyFile, openWithCoupon } from './open'
import {
  addRecommendation,
  listRecommendations,
  orderRecommendations,
  recommendedFiles,
  removeRecommendation,
} from './recommend'
import { findFile, listChannelFiles, searchFiles } from './store'
import { viewOne, viewsOf } from './views'

export function createFilesService(context: FilesContext) {
  return {
    list: async (viewer: SessionUser | null, query: { creatorOid: string; before?: string }) => {
      const { rows, next } = await listChannelFiles(context.db, query.creatorOid, query.before)
      return { files: await viewsOf(context, viewer, rows), next }
    },
    write: (creator: SessionUser, input: Parameters<typeof writeFile>[2]) =>
      writeFile(context, creator, input),
    edit: (creator: SessionUser, input: Parameters<typeof editFile>[2]) =>
      editFile(context, creator, input),
    pin: (creator: SessionUser, input: Parameters<typeof pinFile>[2]) =>
      pinFile(context, creator, input),
    remove: (creator: SessionUser, fileOid: string) => removeFile(context, creator, fileOid),
    comments: (viewer: SessionUser | null, fileOid: string) => comments(context, viewer, fileOid),
    commentTarget: (viewer: SessionUser | null, fileOid: string) =>
      commentTarget(context, viewer, fileOid),
    download: (viewer: SessionUser, fileOid: string) => downloadAddress(context, viewer, fileOid),
    openSigned: (input: Parameters<typeof openSigned>[1]) => openSigned(context, input),
    buy: (buyer: SessionUser, fileOid: string) => buyFile(context, buyer, fileOid),
    openWithCoupon: (user: SessionUser, input: Parameters<typeof openWithCoupon>[2]) =>
      openWithCoupon(context, user, input),
    recommended: (viewer: SessionUser | null) => recommendedFiles(context, viewer),
    recommendations: () => listRecommendations(context),
    searchForAdmin: async (q: string) => viewsOf(context, null, await searchFiles(context.db, q)),
    recommend: (admin: SessionUser, fileOid: string) => addRecommendation(context, admin, fileOid),
    orderRecommendations: (fileOids: readonly string[]) => orderRecommendations(context, fileOids),
    unrecommend: (fileOid: string) => removeRecommendation(context, fileOid),
  }
}

export type FilesService = ReturnType<typeof createFilesService>

/** A file's comments (the chat area's content comments), without the reader's blocked ones. */
async function comments(context: FilesContext, viewer: SessionUser | null, fileOid: string) {
  if (!(await findFile(context.db, fileOid))) throw FILE_ERRORS.notFound()
  if (!context.comments) return { comments: [] }
  const hidden = await context.hidden.hiddenFor(viewer?.oid ?? null)
  const list = await context.comments.list(fileOid, {
    hideUserOids: hidden.userOids,
    hideCommentOids: hidden.commentOids,
  })
  return { comments: list }
}

/** A file as the comments calls see it: null when there is no such file. */
async function commentTarget(context: FilesContext, viewer: SessionUser | null, fileOid: string) {
  const row = await findFile(context.db, fileOid)
  if (!row) return null
  const view = await viewOne(context, viewer, row)
  return {
    contentOid: row.oid,
    ownerOids: [row.creator_oid],
    adultGated: false,
    canView: view.access !== null,
    title: row.title,
    link: `/creatorhome/${row.creator_oid}?tab=files`,
  }
}
