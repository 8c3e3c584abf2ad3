/** The rows of paid message contents, read and turned into what a viewer may see. */
import type { Selectable } from 'kysely'
import type { DirectChatContext } from '../context'
import type { MessageContentView } from './contract'
import { MESSAGE_CONTENT_ERRORS as ERRORS } from './errors'
import { type Access, accessOf, contentStatus, viewContent } from './rules'
import type { MessageContentTables } from './tables'

export type ContentRow = Selectable<MessageContentTables['direct_chat_contents']>

export function createContentStore(context: DirectChatContext) {
  const { db } = context

  const find = (oid: string) =>
    db.selectFrom('direct_chat_contents').selectAll().where('oid', '=', oid).executeTakeFirst()

  /** The viewer's standing to each post: recipient, buyer (one query each, for many posts). */
  async function standing(viewerOid: string, oids: readonly string[]) {
    if (oids.length === 0) return { received: new Set<string>(), bought: new Set<string>() }
    const [received, bought] = await Promise.all([
      db
        .selectFrom('direct_chat_content_recipients')
        .select('content_oid')
        .where('user_oid', '=', viewerOid)
        .where('content_oid', 'in', oids)
        .execute(),
      db
        .selectFrom('direct_chat_content_purchases')
        .select('content_oid')
        .where('buyer_oid', '=', viewerOid)
        .where('content_oid', 'in', oids)
        .execute(),
    ])
    return {
      received: new Set(received.map((row) => row.content_oid)),
      bought: new Set(bought.map((row) => row.content_oid)),
    }
  }

  async function accessTo(viewerOid: string, row: ContentRow): Promise<Access> {
    const { received, bought } = await standing(viewerOid, [row.oid])
    return accessOf({
      viewerOid,
      creatorOid: row.creator_oid,
      recipient: received.has(row.oid),
      purchased: bought.has(row.oid),
      deleted: row.deleted_at !== null,
    })
  }

  /** The files' states as the uploads area has them (no media: `none`). */
  async function statusOf(row: ContentRow) {
    const media = context.deps.messageContent?.media
    const keys = row.media.map((item) => item.key)
    if (keys.length === 0 || !media) return { status: contentStatus([]), files: new Map() }
    const files = await media.statuses(row.creator_oid, keys)
    return { status: contentStatus(keys.map((key) => files.get(key) ?? null)), files }
  }

  async function view(row: ContentRow, access: Exclude<Access, 'none'>) {
    const { status } = await statusOf(row)
    return viewContent(
      {
        oid: row.oid,
        creatorOid: row.creator_oid,
        text: row.text,
        price: row.price,
        media: row.media,
        mediaKind: row.media_kind,
        deleted: row.deleted_at !== null,
        createdAt: row.created_at,
      },
      access,
      status,
    )
  }

  return {
    find,
    standing,
    accessTo,
    statusOf,
    view,

    /** The post if the viewer may see it; otherwise the answer of a post that does not exist. */
    async visible(viewerOid: string, oid: string) {
      const row = await find(oid)
      if (!row) throw ERRORS.notFound()
      const access = await accessTo(viewerOid, row)
      if (access === 'none') throw ERRORS.notFound()
      return { row, access }
    },

    /** The creator's own post, or not found for anyone else. */
    async mine(creatorOid: string, oid: string) {
      const row = await find(oid)
      if (!row || row.creator_oid !== creatorOid) throw ERRORS.notFound()
      return row
    },
  }
}

export type ContentStore = ReturnType<typeof createContentStore>
export type { MessageContentView }
