/**
 * Image messages: a member sends photos or one video they uploaded (context `dm`) into a
 * room. The creator's reception condition and price are checked against what the client
 * read; a paid one is one ledger transaction keyed by the messageOid, so a retry or a twin
 * sent at once is stored and charged once. Files are served to the room's members only.
 */
import type { SessionUser } from '../../http'
import { type DirectChatContext, type MessageRow, messageView, type RoomRow } from '../context'
import type { DirectMessage } from '../contract'
import { DIRECT_CHAT_ERRORS } from '../errors'
import type { NewMessage } from '../messages'
import { refuseBanned } from '../moderation/bans'
import type { DirectChatRealtime } from '../realtime'
import { createRules, governingUser } from '../rules'
import { conditionsMatch, type ImageConditions, receptionAllows } from './conditions'
import type { ImageMessageFile, ImagePaymethod } from './contract'
import { IMAGE_MESSAGE_ERRORS as ERRORS } from './errors'
import { type DmMediaType, judgeDmMedia } from './media-rules'
import { DM_MEDIA_CONTENT_TYPES } from './requests'
import { type ImageRow, imageView } from './views'

export interface ImageSendInput {
  messageOid: string
  paymethod: ImagePaymethod
  coin: number
  metadata: {
    roomId: string
    files: { key: string; filetype: string }[]
    text: string
    imageReception?: 'anyone' | 'subscribers' | 'nobody' | undefined
  }
}

interface MessageStore {
  store(message: NewMessage): Promise<{ row: MessageRow; replayed: boolean }>
}

const sameFiles = (row: ImageRow, files: readonly { key: string; filetype: string }[]) =>
  row.media.length === files.length &&
  row.media.every((file, i) => file.key === files[i]?.key && file.filetype === files[i]?.filetype)

export function createImageMessages(
  context: DirectChatContext,
  messages: MessageStore,
  realtime: DirectChatRealtime,
) {
  const { db, deps, clock } = context
  const rules = createRules(context)

  const imageRow = (messageOid: string) =>
    db
      .selectFrom('direct_chat_image_messages')
      .selectAll()
      .where('message_oid', '=', messageOid)
      .executeTakeFirst()
  const messageOf = (row: ImageRow) =>
    db
      .selectFrom('direct_chat_messages')
      .selectAll()
      .where('sender_oid', '=', row.sender_oid)
      .where('client_message_id', '=', row.message_oid)
      .where('kind', '=', 'image')
      .executeTakeFirst()

  /** As a text message: a member, the room open to them, a partner still there. */
  async function sendableRoom(user: SessionUser, roomId: string) {
    await refuseBanned(context, roomId, user.oid)
    const { room } = await context.requireMember(roomId, user.oid)
    if (room.closed) throw DIRECT_CHAT_ERRORS.closed()
    const partner = room.kind === 'direct' ? governingUser(room, user.oid) : null
    if (partner && !(await context.activeMember(roomId, partner)))
      throw DIRECT_CHAT_ERRORS.unableToSend()
    return room
  }

  /** The price and reception condition that hold now; a refusal when they refuse the sender. */
  async function conditionsNow(room: RoomRow, senderOid: string): Promise<ImageConditions> {
    const governing = governingUser(room, senderOid)
    if (!governing || governing === senderOid) return { coins: 0, reception: 'anyone' }
    const price = await rules.messagePrice(room, senderOid)
    const reception = (await context.storedSettings(governing))?.imageReception ?? 'anyone'
    const subscribed =
      reception === 'subscribers' &&
      (await deps.channels.subscribedTier(governing, senderOid)) !== null
    if (!receptionAllows(reception, subscribed)) throw DIRECT_CHAT_ERRORS.refusedBySettings()
    return { coins: price.coins, reception }
  }

  /** Every file is the sender's finished chat upload, of the type the message says. */
  async function requireUploads(user: SessionUser, files: readonly ImageMessageFile[]) {
    const keys = files.map((file) => file.key)
    const found = deps.media ? await deps.media.readyUploads(user.oid, keys) : []
    const byKey = new Map(found.map((file) => [file.key, file]))
    const missing = files.some((file) => {
      const upload = byKey.get(file.key)
      return upload?.context !== 'dm' || upload.filetype !== file.filetype
    })
    if (missing) throw ERRORS.uploadNotFound()
  }

  async function announce(message: DirectMessage, nickname: string) {
    for (const tell of [
      () => realtime.announceMessage(message),
      () => realtime.notifyAway(message, nickname),
    ]) {
      try {
        await tell()
      } catch (error) {
        deps.logger?.warn({ err: error }, 'direct chat: image message not announced')
      }
    }
  }

  /** Judged before anything is charged: the files, the room, the conditions, the uploads. */
  async function admit(user: SessionUser, input: ImageSendInput) {
    const { files } = input.metadata
    const verdict = judgeDmMedia(files.map((file) => file.filetype))
    if (!verdict.ok) throw ERRORS.media(verdict.reason)
    if (new Set(files.map((file) => file.key)).size !== files.length) throw ERRORS.duplicate()
    const room = await sendableRoom(user, input.metadata.roomId)
    const now = await conditionsNow(room, user.oid)
    if (!conditionsMatch({ ...input, imageReception: input.metadata.imageReception }, now))
      throw ERRORS.conditionsChanged()
    await requireUploads(user, files as ImageMessageFile[])
    return { room, coins: now.coins, kind: verdict.kind }
  }

  async function charge(user: SessionUser, room: RoomRow, messageOid: string, coins: number) {
    const toUserOid = governingUser(room, user.oid)
    if (coins === 0 || !toUserOid) return null
    const charged = await deps.wallet.transfer({
      key: `direct-chat-image:${user.oid}:${messageOid}`,
      fromUserOid: user.oid,
      toUserOid,
      coins,
      type: 'image_chat',
      metadata: { roomOid: room.oid, messageOid },
    })
    return charged.transactionOid
  }

  const answer = (message: MessageRow, row: ImageRow, replayed: boolean) => ({
    message: messageView(message),
    imageMessage: imageView(row),
    replayed,
  })

  /** Stores the thread's line for a recorded image message, charged (or replayed) first. */
  async function finish(user: SessionUser, room: RoomRow, row: ImageRow, text: string) {
    const transactionOid = await charge(user, room, row.message_oid, row.coins)
    const message = await messages.store({
      room,
      senderOid: user.oid,
      kind: 'image',
      text,
      coins: row.coins,
      clientMessageId: row.message_oid,
      transactionOid,
    })
    if (message.row.kind !== 'image') throw DIRECT_CHAT_ERRORS.sendFailed()
    if (!message.replayed) await announce(messageView(message.row), user.nickname)
    return answer(message.row, row, message.replayed)
  }

  return {
    async sendImage(user: SessionUser, input: ImageSendInput) {
      const { messageOid, metadata } = input
      const same = (row: ImageRow) =>
        row.sender_oid === user.oid &&
        row.room_oid === metadata.roomId &&
        sameFiles(row, metadata.files)
      const earlier = await imageRow(messageOid)
      if (earlier && !same(earlier)) throw DIRECT_CHAT_ERRORS.sendFailed()
      if (earlier) {
        const stored = await messageOf(earlier)
        if (stored) return answer(stored, earlier, true)
        // Charged and recorded, then cut off before the line was stored: finish it as it was.
        return finish(user, await context.findRoom(earlier.room_oid), earlier, metadata.text)
      }
      const { room, coins, kind } = await admit(user, input)
      await charge(user, room, messageOid, coins)
      await db
        .insertInto('direct_chat_image_messages')
        .values({
          message_oid: messageOid,
          sender_oid: user.oid,
          room_oid: room.oid,
          media_kind: kind,
          media: JSON.stringify(
            metadata.files.map((file) => ({
              key: file.key,
              filetype: file.filetype as DmMediaType,
            })),
          ),
          paymethod: coins > 0 ? 'coin' : 'free',
          coins,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('message_oid').doNothing())
        .execute()
      const row = await imageRow(messageOid)
      if (!row || !same(row)) throw DIRECT_CHAT_ERRORS.sendFailed()
      return finish(user, room, row, metadata.text)
    },

    /** An image message, to the room's members. */
    async imageMessage(user: SessionUser, messageOid: string) {
      const row = await imageRow(messageOid)
      if (!row) throw ERRORS.notFound()
      await context.requireMember(row.room_oid, user.oid)
      const message = await messageOf(row)
      if (!message) throw ERRORS.notFound()
      return answer(message, row, false)
    },

    /** One file of an image message, its bytes, to the room's members. */
    async imageMedia(user: SessionUser, messageOid: string, position: number) {
      const row = await imageRow(messageOid)
      if (!row) throw ERRORS.notFound()
      await context.requireMember(row.room_oid, user.oid)
      const file = row.media[position]
      const read = file && deps.media ? await deps.media.read(row.sender_oid, file.key) : null
      if (!file || !read) throw ERRORS.uploadNotFound()
      return { ...read, contentType: DM_MEDIA_CONTENT_TYPES[file.filetype] }
    },
  }
}
