/** An imported character card joining a group room (docs/GROUP-CHATS.md, "Card members"). */
import { createHash, randomBytes } from 'node:crypto'
import { readPngChunks, readTextChunk, writePngChunks } from '../../../engine/cards'
import {
  CARD_MEMBER_PREFIX,
  type CardMember,
  CardMemberError,
  cardMember,
  DEFAULT_TALKATIVENESS,
} from '../../../engine/group'
import type { ChatRuntime } from '../chat-runtime'
import { findOwnedRoom } from '../rooms/rooms'
import { type Actor, ownerOf } from '../runtime'
import { cardPortraitKey, insertCard, lockGroup } from './card-store'
import { type AddGroupCardInput, GROUP_LIMITS } from './contract'
import { badCard, badMembers, cardNameTaken, groupNotFound } from './errors'
import { memberViews } from './members'
import { recordsSettled } from './pending-records'
import { findGroup, updateGroupSettings } from './store'
import type { StoredGroupMember } from './tables'
import { groupView } from './views'

/**
 * Reads the card, checks it against the group and adds it as the last member. The member's
 * id is the card's digest, so a retried add (or the same card again) finds the member there
 * and changes nothing. Refused, nothing written: a bad card (400 `GROUP_CARD_INVALID`), a
 * full group (400 `GROUP_MEMBERS_INVALID`), a name a member already has (409).
 */
export async function addCardMember(runtime: ChatRuntime, actor: Actor, input: AddGroupCardInput) {
  const { db } = runtime.deps.database
  const room = await findOwnedRoom(db, input.roomOid, ownerOf(actor))
  const bytes = cardBytes(input)
  const memberId = `${CARD_MEMBER_PREFIX}${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}`
  const card = readCard(input.png !== undefined ? bytes : new TextDecoder().decode(bytes), memberId)
  await recordsSettled(room.oid)
  const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  const portrait = input.png !== undefined ? withoutCardChunks(bytes) : null
  // The group's row is locked while it is checked and written: adds at once go one by one,
  // so none writes over another's list and together they cannot pass eight.
  await db.transaction().execute(async (trx) => {
    const group = await lockGroup(trx, room.oid)
    if (!group) throw groupNotFound()
    if (group.members.some((member) => member.id === memberId)) return
    checkRoom(group.members.length, memberViews(compiled, group.members), card)
    await insertCard(trx, {
      roomOid: room.oid,
      card,
      portrait,
      portraitKey: portrait ? randomBytes(16).toString('hex') : null,
    })
    // A card that was a member before keeps its first picture address.
    const portraitKey = await cardPortraitKey(trx, room.oid, memberId)
    const member: StoredGroupMember = {
      id: memberId,
      talkativeness: DEFAULT_TALKATIVENESS,
      muted: false,
      card: { name: card.character.name, portraitKey },
    }
    await updateGroupSettings(trx, room.oid, { members: [...group.members, member] })
  })
  const group = await findGroup(db, room.oid)
  if (!group) throw groupNotFound()
  return { group: groupView(compiled, group), memberId }
}

function cardBytes(input: AddGroupCardInput): Uint8Array {
  if ((input.png === undefined) === (input.json === undefined))
    throw badCard('NO_CARD', 'Send the card as "png" (base64) or as "json" (its text).')
  const bytes =
    input.png !== undefined
      ? decodeBase64(input.png)
      : new TextEncoder().encode(input.json as string)
  if (bytes.length === 0) throw badCard('NO_CARD', 'The card file is empty.')
  if (bytes.length > GROUP_LIMITS.maxCardBytes)
    throw badCard('TOO_LARGE', 'The card is larger than 2 MB.')
  return bytes
}

function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1)
    throw badCard('BROKEN_BASE64', '"png" is not valid base64.')
  return new Uint8Array(Buffer.from(clean, 'base64'))
}

function readCard(input: Uint8Array | string, memberId: string): CardMember {
  try {
    return cardMember(input, memberId)
  } catch (error) {
    if (error instanceof CardMemberError) throw badCard(error.reason, error.message)
    throw error
  }
}

function checkRoom(
  count: number,
  members: ReadonlyArray<{ name: string }>,
  card: CardMember,
): void {
  if (count >= GROUP_LIMITS.maxMembers)
    throw badMembers(
      `A group has ${GROUP_LIMITS.minMembers} to ${GROUP_LIMITS.maxMembers} characters.`,
    )
  const name = card.character.name.toLocaleLowerCase()
  // Names must stay distinct: SillyTavern's files name members by avatar, the natural
  // strategy by their names in the chat.
  if (members.some((member) => member.name.toLocaleLowerCase() === name))
    throw cardNameTaken(card.character.name)
}

/** The card's PNG as a picture: its card chunks left out, every other chunk kept. */
function withoutCardChunks(png: Uint8Array): Uint8Array {
  return writePngChunks(
    readPngChunks(png).filter((chunk) => {
      const text = readTextChunk(chunk)
      return !(text && ['chara', 'ccv3'].includes(text.keyword.toLowerCase()))
    }),
  )
}
