/**
 * Writing a post: the recipients from the users, tiers and rooms named (never the writer,
 * nor anyone with a block either way), each reached in their 1:1 room with the creator.
 */
import { newObjectId } from '../../db/ids'
import type { SessionUser } from '../../http'
import type { DirectChatContext } from '../context'
import type { MessagePostMetaData } from './contract'
import { MESSAGE_CONTENT_ERRORS as ERRORS } from './errors'
import { planMedia, recipientSet } from './rules'
import type { ContentStore } from './store'

export interface WriteInput {
  postMetaData: Required<Omit<MessagePostMetaData, 'requestId'>> & {
    requestId?: string | undefined
  }
  targetUserOids: string[]
  targetTierHashs: string[]
  targetRoomOids: string[]
}

/** Opens (or reopens) the 1:1 room of the creator and a partner: the rooms area's. */
export type OpenDirect = (creator: SessionUser, partnerOid: string) => Promise<{ roomId: string }>

const isCreator = (user: SessionUser) =>
  user.roles.includes('creator') || user.roles.includes('admin')

export function createWrite(
  context: DirectChatContext,
  store: ContentStore,
  openDirect: OpenDirect,
) {
  const { db, clock, deps } = context

  function requireCreator(user: SessionUser) {
    if (!isCreator(user)) throw ERRORS.notCreator()
  }

  async function tierMembers(creatorOid: string, tierHashes: readonly string[]) {
    if (tierHashes.length === 0) return []
    const own = new Set(await deps.channels.tierHashes(creatorOid))
    if (tierHashes.some((hash) => !own.has(hash))) throw ERRORS.unknownTier()
    return deps.messageContent ? deps.messageContent.tierSubscribers(creatorOid, tierHashes) : []
  }

  /** The other active members of the creator's own 1:1 and group rooms. */
  async function roomMembers(creatorOid: string, roomOids: readonly string[]) {
    const members: string[] = []
    for (const roomOid of new Set(roomOids)) {
      const member = await context.activeMember(roomOid, creatorOid)
      if (!member) throw ERRORS.notYourRoom()
      const room = await context.findRoom(roomOid)
      if (room.kind === 'global') throw ERRORS.notYourRoom()
      members.push(...(await context.activeMemberOids(roomOid)))
    }
    return members
  }

  /** Known users only, without those with a block either way with the creator. */
  async function reachable(creatorOid: string, candidates: string[]) {
    const known = new Set((await deps.users.findUsers(candidates)).map((user) => user.oid))
    const blocks = await db
      .selectFrom('direct_chat_blocks')
      .select(['blocker_oid', 'blocked_oid'])
      .where((eb) =>
        eb.or([eb('blocker_oid', '=', creatorOid), eb('blocked_oid', '=', creatorOid)]),
      )
      .execute()
    const blocked = new Set(blocks.flatMap((row) => [row.blocker_oid, row.blocked_oid]))
    return candidates.filter((oid) => known.has(oid) && !blocked.has(oid))
  }

  async function resolve(user: SessionUser, input: Omit<WriteInput, 'postMetaData'>) {
    const groups = [
      input.targetUserOids,
      await tierMembers(user.oid, input.targetTierHashs),
      await roomMembers(user.oid, input.targetRoomOids),
    ]
    return reachable(user.oid, recipientSet(user.oid, groups))
  }

  async function checkMedia(creatorOid: string, keys: string[]) {
    if (keys.length === 0) return
    const media = deps.messageContent?.media
    if (!media) throw ERRORS.uploadNotFound()
    const statuses = await media.statuses(creatorOid, keys)
    if (keys.some((key) => !statuses.get(key))) throw ERRORS.uploadNotFound()
  }

  async function replay(creatorOid: string, requestId: string | undefined) {
    if (!requestId) return null
    const row = await db
      .selectFrom('direct_chat_contents')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .where('request_id', '=', requestId)
      .executeTakeFirst()
    if (!row) return null
    const { count } = await db
      .selectFrom('direct_chat_content_recipients')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('content_oid', '=', row.oid)
      .executeTakeFirstOrThrow()
    return { content: await store.view(row, 'creator'), recipients: Number(count), replayed: true }
  }

  /** The rooms first (opening one is idempotent), then the post and its recipients at once. */
  async function insert(user: SessionUser, input: WriteInput, recipients: string[]) {
    const rooms: { partnerOid: string; roomId: string }[] = []
    for (const partnerOid of recipients)
      rooms.push({ partnerOid, ...(await openDirect(user, partnerOid)) })
    const plan = planMedia(input.postMetaData.media)
    const oid = newObjectId(clock.now().getTime())
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('direct_chat_contents')
        .values({
          oid,
          creator_oid: user.oid,
          text: input.postMetaData.text,
          price: input.postMetaData.price,
          media: JSON.stringify(plan.media),
          media_kind: plan.kind,
          request_id: input.postMetaData.requestId ?? null,
          created_at: clock.now(),
        })
        .onConflict((oc) =>
          oc.columns(['creator_oid', 'request_id']).where('request_id', 'is not', null).doNothing(),
        )
        .returningAll()
        .executeTakeFirst()
      if (!row) return null
      await trx
        .insertInto('direct_chat_content_recipients')
        .values(
          rooms.map((room) => ({
            content_oid: oid,
            user_oid: room.partnerOid,
            room_oid: room.roomId,
            created_at: clock.now(),
          })),
        )
        .execute()
      return row
    })
  }

  return {
    async write(user: SessionUser, input: WriteInput) {
      requireCreator(user)
      const earlier = await replay(user.oid, input.postMetaData.requestId)
      if (earlier) return earlier
      planMedia(input.postMetaData.media)
      await checkMedia(
        user.oid,
        input.postMetaData.media.map((item) => item.key),
      )
      const recipients = await resolve(user, input)
      if (recipients.length === 0) throw ERRORS.noRecipients()
      const row = await insert(user, input, recipients)
      if (!row) {
        // A twin with the same request id was stored first: answer it.
        const twin = await replay(user.oid, input.postMetaData.requestId)
        if (!twin) throw ERRORS.notFound()
        return twin
      }
      return {
        content: await store.view(row, 'creator'),
        recipients: recipients.length,
        replayed: false,
      }
    },

    /** Who a post to these users and tiers would reach (the dialog's preview). */
    async sendUsers(user: SessionUser, input: { sendUserOids: string[]; sendTierHashs: string[] }) {
      requireCreator(user)
      const groups = [input.sendUserOids, await tierMembers(user.oid, input.sendTierHashs)]
      const all = [...new Set(groups.flat())].filter((oid) => oid !== user.oid)
      const oids = await reachable(user.oid, all)
      const users = oids.length > 0 ? await deps.users.findUsers(oids) : []
      return {
        users: users.map((found) => ({ userOid: found.oid, nickname: found.nickname })),
        total: users.length,
      }
    },
  }
}
