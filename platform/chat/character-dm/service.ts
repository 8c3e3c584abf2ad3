/** A character answers in direct chat: the use cases over a story-chat room (docs/CHARACTER-DM.md). */
import type { CompiledStory } from '../../../engine/compiled'
import type { SessionUser } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { openRoom } from '../rooms/open-room'
import type { Actor, ChatRuntimeDeps } from '../runtime'
import type {
  CharacterDmOffer,
  CharacterDmSettingView,
  CharacterMemoriesAnswer,
  CharacterRoomView,
} from './contract'
import { characterDmNotOffered, memoryNotFound, noSuchCharacter, notYourStory } from './errors'
import { rememberEarlierRooms } from './memories'
import { memoryBlock, messagePrice } from './rules'
import {
  deleteMemory,
  type FanCharacter,
  fanMemories,
  findCharacterRoom,
  findDmSetting,
  insertCharacterRoom,
  memoryEnabled,
  saveDmSetting,
  setMemoryEnabled,
  userCharacterRooms,
} from './store'

export function characterOf(compiled: CompiledStory, characterId: string) {
  const character = compiled.cast.find((entry) => entry.id === characterId)
  if (!character) return null
  const imageId = character.imageIds[0]
  const portrait = imageId ? compiled.images.find((image) => image.id === imageId) : undefined
  return { id: character.id, name: character.name, portraitUrl: portrait?.url ?? null }
}

async function publishedStory(runtime: ChatRuntime, contentOid: string) {
  const published = await runtime.deps.stories.getPublishedContent(contentOid)
  const { compiled } = await runtime.compiledFor(contentOid, published.version)
  return { published, compiled }
}

/** The studio's view of the setting, with the characters the creator may choose from. */
export async function dmSettingFor(runtime: ChatRuntime, user: SessionUser, contentOid: string) {
  const { published, compiled } = await publishedStory(runtime, contentOid)
  if (published.content.ownerOid !== user.oid) throw notYourStory()
  const setting = await findDmSetting(runtime.deps.database.db, contentOid)
  const view: CharacterDmSettingView = {
    contentOid,
    enabled: setting?.enabled ?? false,
    characterId: setting?.characterId ?? null,
    priceCredits: setting?.priceCredits ?? 0,
    freeTierHashes: [...(setting?.freeTierHashes ?? [])],
  }
  return {
    setting: view,
    characters: compiled.cast.map((character) => ({ id: character.id, name: character.name })),
  }
}

export async function saveDmSettingFor(
  runtime: ChatRuntime,
  user: SessionUser,
  input: CharacterDmSettingView & { characterId: string },
) {
  const { published, compiled } = await publishedStory(runtime, input.contentOid)
  if (published.content.ownerOid !== user.oid) throw notYourStory()
  if (!characterOf(compiled, input.characterId)) throw noSuchCharacter()
  await saveDmSetting(
    runtime.deps.database.db,
    { ...input, freeTierHashes: [...new Set(input.freeTierHashes)] },
    runtime.deps.clock.now(),
  )
  return dmSettingFor(runtime, user, input.contentOid)
}

async function fanPrice(
  deps: ChatRuntimeDeps,
  creatorOid: string,
  userOid: string | null,
  terms: { priceCredits: number; freeTierHashes: readonly string[]; enabled: boolean },
) {
  const tier =
    userOid && terms.freeTierHashes.length > 0 && deps.characterDm
      ? await deps.characterDm.subscribedTier(creatorOid, userOid)
      : null
  return messagePrice(terms, tier)
}

/** Whom a fan may message from the story page, and at what price; `enabled: false` when off. */
export async function offerFor(
  runtime: ChatRuntime,
  user: SessionUser | null,
  contentOid: string,
): Promise<CharacterDmOffer> {
  const { published, compiled } = await publishedStory(runtime, contentOid)
  const setting = await findDmSetting(runtime.deps.database.db, contentOid)
  const character = setting ? characterOf(compiled, setting.characterId) : null
  if (!setting?.enabled || !character)
    return { contentOid, enabled: false, character: null, priceCredits: 0 }
  const price = await fanPrice(runtime.deps, published.content.ownerOid, user?.oid ?? null, setting)
  return { contentOid, enabled: true, character, priceCredits: price }
}

/**
 * Opens a new room with the story's character: a story-chat room (its greeting, turns,
 * credits) recorded as the fan's room with that character. Earlier rooms are remembered
 * first when the fan opted in, so the new room's first reply already knows them.
 */
export async function openCharacterRoom(
  runtime: ChatRuntime,
  actor: Actor & { user: SessionUser },
  contentOid: string,
) {
  const offer = await offerFor(runtime, actor.user, contentOid)
  if (!offer.enabled || !offer.character) throw characterDmNotOffered()
  const opened = await openRoom(runtime, actor, { contentOid, title: offer.character.name })
  const key = { userOid: actor.user.oid, contentOid, characterId: offer.character.id }
  await insertCharacterRoom(
    runtime.deps.database.db,
    { roomOid: opened.room.oid, ...key },
    runtime.deps.clock.now(),
  )
  await rememberEarlierRooms(
    runtime,
    key,
    { fan: actor.user.nickname, character: offer.character.name },
    opened.room.oid,
  )
  return { opened, offer }
}

/** The fan's rooms with characters, for the direct-chat list. */
export async function characterRoomsOf(
  runtime: ChatRuntime,
  userOid: string,
): Promise<CharacterRoomView[]> {
  const rooms = await userCharacterRooms(runtime.deps.database.db, userOid)
  const views: CharacterRoomView[] = []
  for (const room of rooms) {
    const story = await publishedStory(runtime, room.contentOid).catch(() => null)
    const character = story ? characterOf(story.compiled, room.characterId) : null
    if (!story || !character) continue
    views.push({
      roomOid: room.roomOid,
      contentOid: room.contentOid,
      characterId: room.characterId,
      characterName: character.name,
      portraitUrl: character.portraitUrl,
      storyTitle: story.compiled.title,
      createdAt: room.createdAt.toISOString(),
    })
  }
  return views
}

/**
 * What a turn in a character room plays with (turns/start.ts): the character alone on
 * stage, the story's price per message for this fan, and the fan's memory block when opted
 * in. Null for any other room.
 */
export async function characterTurnTerms(
  deps: ChatRuntimeDeps,
  roomOid: string,
  user: SessionUser | null,
  compiled: CompiledStory,
  storyOwnerOid: string | null,
) {
  const db = deps.database.db
  const room = await findCharacterRoom(db, roomOid)
  if (!room || !user) return null
  const setting = await findDmSetting(db, room.contentOid)
  const character = characterOf(compiled, room.characterId)
  // A room outlives its setting: switched off, the room stays readable but takes no message.
  if (!setting?.enabled || !character) throw characterDmNotOffered()
  const priceCredits = await fanPrice(deps, storyOwnerOid ?? '', user.oid, setting)
  const key: FanCharacter = {
    userOid: user.oid,
    contentOid: room.contentOid,
    characterId: room.characterId,
  }
  const memory = (await memoryEnabled(db, key))
    ? memoryBlock(
        character.name,
        user.nickname,
        (await fanMemories(db, key)).map((row) => ({
          content: row.content,
          createdAt: row.created_at,
        })),
      )
    : null
  return { characterId: room.characterId, priceCredits, memory }
}

export async function memoriesOf(
  runtime: ChatRuntime,
  key: FanCharacter,
): Promise<CharacterMemoriesAnswer> {
  const db = runtime.deps.database.db
  const [enabled, rows] = await Promise.all([memoryEnabled(db, key), fanMemories(db, key)])
  return {
    enabled,
    memories: rows.map((row) => ({
      memoryOid: row.oid,
      content: row.content,
      roomOid: row.source_room_oid,
      createdAt: row.created_at.toISOString(),
    })),
  }
}

/**
 * Opting in takes effect from the next room the fan opens (it remembers the earlier rooms
 * then, when they are finished); opting out stops new rooms reading them and keeps the
 * memories until the fan deletes them.
 */
export async function setMemory(
  runtime: ChatRuntime,
  user: SessionUser,
  contentOid: string,
  enabled: boolean,
) {
  const offer = await offerFor(runtime, user, contentOid)
  if (!offer.character) throw characterDmNotOffered()
  const key = { userOid: user.oid, contentOid, characterId: offer.character.id }
  await setMemoryEnabled(runtime.deps.database.db, key, enabled, runtime.deps.clock.now())
  return memoriesOf(runtime, key)
}

export async function forgetMemory(runtime: ChatRuntime, userOid: string, memoryOid: string) {
  if (!(await deleteMemory(runtime.deps.database.db, userOid, memoryOid))) throw memoryNotFound()
}
