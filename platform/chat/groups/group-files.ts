/** A group room as SillyTavern's group files, and those files played on in a new group room. */
import type { CompiledStory } from '../../../engine/compiled'
import { DEFAULT_TALKATIVENESS } from '../../../engine/group'
import { badRequest } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { chatFileName, exportRoomChat, importRoomChat } from '../rooms/chat-files'
import { activePath } from '../rooms/messages'
import { openRoom } from '../rooms/open-room'
import type { ChatRoom } from '../rooms/rooms'
import type { Actor } from '../runtime'
import { GROUP_LIMITS } from './contract'
import { badMembers, groupNotFound } from './errors'
import { checkedMembers } from './members'
import { recordsSettled } from './pending-records'
import {
  avatarOf,
  lineSpeakers,
  matchCharacter,
  type PortableGroup,
  readGroupDefinition,
  withHeader,
  writeGroupDefinition,
} from './sillytavern-group'
import { findGroup, insertGroup, insertSpeakers, roomSpeakers, type StoredGroup } from './store'

/** A member's or a reply's name: a card member's own, else the story character's. */
function nameOf(compiled: CompiledStory, group: StoredGroup, id: string): string | undefined {
  return (
    group.members.find((member) => member.id === id)?.card?.name ??
    compiled.cast.find((character) => character.id === id)?.name
  )
}

function portableGroup(compiled: CompiledStory, group: StoredGroup): PortableGroup {
  const avatar = (id: string) => avatarOf(nameOf(compiled, group, id) ?? id)
  return {
    name: group.name,
    members: group.members.map((member) => avatar(member.id)),
    disabled: group.members.filter((member) => member.muted).map((member) => avatar(member.id)),
    strategy: group.strategy,
    allowSelfResponses: group.allow_self_responses,
  }
}

/**
 * The group chat file: the room's chat as the story chat exports it, each reply named
 * after its speaker with SillyTavern's `original_avatar`, and the group definition beside it.
 */
export async function exportGroupChat(runtime: ChatRuntime, actor: Actor, room: ChatRoom) {
  const { db } = runtime.deps.database
  await recordsSettled(room.oid)
  const [group, speakers, path, { compiled }, exported] = await Promise.all([
    findGroup(db, room.oid),
    roomSpeakers(db, room.oid),
    activePath(db, room.head_message_oid),
    runtime.compiledFor(room.content_oid, room.compiled_version),
    exportRoomChat(runtime, actor, room),
  ])
  if (!group) throw groupNotFound()
  // The lines after the header are the path's finished messages, in order (chat-file-plan.ts).
  const written = path.filter((message) => message.status === 'complete' && !message.hidden)
  const [header, ...lines] = exported.jsonl.trimEnd().split('\n')
  const named = lines.map((line, index) => {
    const message = written[index]
    const value = JSON.parse(line) as Record<string, unknown>
    const speakerId = message && speakers.get(message.oid)
    const speaker = speakerId ? nameOf(compiled, group, speakerId) : undefined
    if (value.is_user !== true && speaker) {
      value.name = speaker
      value.original_avatar = avatarOf(speaker)
    }
    return JSON.stringify(value)
  })
  const head = JSON.parse(header ?? '{}') as Record<string, unknown>
  head.character_name = group.name || 'unused'
  const definition = portableGroup(compiled, group)
  const chatId = exported.fileName.replace(/\.jsonl$/, '')
  return {
    jsonl: `${[JSON.stringify(head), ...named].join('\n')}\n`,
    fileName: exported.fileName,
    definition: writeGroupDefinition(definition, chatId),
    definitionName: chatFileName(group.name || room.title).replace(/\.jsonl$/, '.json'),
  }
}

/**
 * A new group room from SillyTavern's group definition, with its chat file's messages when
 * one comes: every member must be a character of the story (by its name, as SillyTavern
 * names avatar files), and every reply's speaker a member. Checked whole before anything
 * is written; the chat's messages are written as the story chat imports a chat.
 */
export async function importGroupChat(
  runtime: ChatRuntime,
  actor: Actor,
  input: {
    contentOid: string
    group: string
    jsonl?: string | undefined
    title?: string | undefined
    startStoryOid?: string | undefined
  },
) {
  const { deps } = runtime
  if (input.group.length > GROUP_LIMITS.maxDefinitionBytes)
    throw badRequest('GROUP_IMPORT_INVALID', 'The group file is larger than 64 KB.')
  const definition = readGroupDefinition(input.group)
  const published = await deps.stories.getPublishedContent(input.contentOid)
  const { compiled } = await runtime.compiledFor(input.contentOid, published.version)
  const characterOf = (avatar: string) => {
    const character = matchCharacter(compiled.cast, avatar)
    if (!character) throw badMembers(`This story has no character for "${avatar}".`)
    return character
  }
  const members = checkedMembers(
    compiled,
    definition.members.map((avatar) => ({
      id: characterOf(avatar).id,
      muted: definition.disabled.includes(avatar),
      talkativeness: DEFAULT_TALKATIVENESS,
    })),
  )
  const jsonl = input.jsonl === undefined ? undefined : withHeader(input.jsonl, definition.name)
  const speakers =
    jsonl === undefined
      ? []
      : lineSpeakers(jsonl).map((name) => (name === null ? null : characterOf(name).id))
  for (const id of speakers)
    if (id !== null && !members.some((member) => member.id === id))
      throw badMembers(`"${id}" speaks in the chat but is not in the group.`)
  const stored = {
    name: definition.name || compiled.title,
    strategy: definition.strategy,
    allow_self_responses: definition.allowSelfResponses,
    auto_mode: false,
    auto_cap: GROUP_LIMITS.defaultAutoCap,
    members,
  }
  const title = input.title ?? (definition.name || undefined)
  if (jsonl === undefined) {
    const { room } = await openRoom(runtime, actor, {
      contentOid: input.contentOid,
      startStoryOid: input.startStoryOid,
      title,
    })
    await insertGroup(deps.database.db, { room_oid: room.oid, ...stored })
    return { roomOid: room.oid, imported: { messages: 0, alternatives: 0 } }
  }
  const imported = await importRoomChat(runtime, actor, {
    contentOid: input.contentOid,
    jsonl,
    title,
    startStoryOid: input.startStoryOid,
  })
  const roomOid = imported.room.roomOid
  await insertGroup(deps.database.db, { room_oid: roomOid, ...stored })
  const path = await activePath(deps.database.db, imported.room.headMessageId)
  await insertSpeakers(
    deps.database.db,
    roomOid,
    path.flatMap((message, index) => {
      const memberId = speakers[index]
      return message.role === 'assistant' && memberId ? [{ messageOid: message.oid, memberId }] : []
    }),
  )
  return { roomOid, imported: imported.imported }
}
