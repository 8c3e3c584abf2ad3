/** Reading posts: one by id, those between two users (a room's), the media's state and files. */
import type { SessionUser } from '../../http'
import type { DirectChatContext } from '../context'
import { DIRECT_CHAT_ERRORS } from '../errors'
import type { MessageContentView } from './contract'
import { MESSAGE_CONTENT_ERRORS as ERRORS } from './errors'
import { accessOf, fileStatus } from './rules'
import type { ContentStore } from './store'

const BETWEEN_MAX = 200

export function createReads(context: DirectChatContext, store: ContentStore) {
  const { db } = context

  /** Posts of one writer to one recipient, newest last (at most the latest 200). */
  async function postsFromTo(creatorOid: string, recipientOid: string) {
    const rows = await db
      .selectFrom('direct_chat_contents as c')
      .innerJoin('direct_chat_content_recipients as r', 'r.content_oid', 'c.oid')
      .selectAll('c')
      .where('c.creator_oid', '=', creatorOid)
      .where('r.user_oid', '=', recipientOid)
      .orderBy('c.oid', 'desc')
      .limit(BETWEEN_MAX)
      .execute()
    return rows
  }

  return {
    async read(user: SessionUser, contentId: string) {
      const { row, access } = await store.visible(user.oid, contentId)
      return { content: await store.view(row, access) }
    },

    /** The posts between the two users, as the caller (one of them) may see each. */
    async between(user: SessionUser, input: { userOid: string; partnerUserOid: string }) {
      const { userOid, partnerUserOid } = input
      if (user.oid !== userOid && user.oid !== partnerUserOid)
        throw DIRECT_CHAT_ERRORS.noPermission()
      const rows = [
        ...(await postsFromTo(userOid, partnerUserOid)),
        ...(await postsFromTo(partnerUserOid, userOid)),
      ].sort((a, b) => (a.oid < b.oid ? -1 : 1))
      const { bought } = await store.standing(
        user.oid,
        rows.map((row) => row.oid),
      )
      const contents: MessageContentView[] = []
      for (const row of rows) {
        const access = accessOf({
          viewerOid: user.oid,
          creatorOid: row.creator_oid,
          recipient: true,
          purchased: bought.has(row.oid),
          deleted: row.deleted_at !== null,
        })
        if (access !== 'none') contents.push(await store.view(row, access))
      }
      return { contents }
    },

    /** The media's state, file by file: for the writer alone. */
    async status(user: SessionUser, contentOid: string) {
      const row = await store.mine(user.oid, contentOid)
      const { status, files } = await store.statusOf(row)
      return {
        contentOid,
        status,
        media: row.media.map((item) => ({
          key: item.key,
          status: fileStatus(files.get(item.key) ?? null),
        })),
      }
    },

    /** A short-lived address of one of the post's files: for the writer and buyers only. */
    async media(user: SessionUser, input: { contentOid: string; key: string }) {
      const { row, access } = await store.visible(user.oid, input.contentOid)
      if (access !== 'creator' && access !== 'buyer') throw ERRORS.notFound()
      if (!row.media.some((item) => item.key === input.key)) throw ERRORS.notFound()
      const address = await context.deps.messageContent?.media.address(row.creator_oid, input.key)
      if (!address) throw ERRORS.notFound()
      return { url: address.url, expiresAt: address.expiresAt.toISOString() }
    },
  }
}
