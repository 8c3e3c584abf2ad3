/** Export a room as a SillyTavern chat file, and import one into a new room of a story. */
import type { CompiledStory } from '../../../engine/compiled'
import { DEFAULT_READER_NAME, initialState, openingText } from '../../../engine/turn'
import { newObjectId } from '../../db'
import { AppError } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { type Actor, ownerOf } from '../runtime'
import { planImport, portableChatOf } from './chat-file-plan'
import { CHAT_IMPORT_LIMITS } from './contract'
import { activePath, alternativesOf } from './messages'
import { startPointFor } from './open-room'
import { listRoomSummaries, roomListEntry } from './room-list'
import { type ChatRoom, insertRoom, updateRoom } from './rooms'
import { ChatFileError, readSillyTavernChat, writeSillyTavernChat } from './sillytavern-chat'
import { requirePlayable } from './story-access'

/** Where an exported file says it came from, under its `chat_metadata`. */
interface TaleloomOrigin {
  contentOid?: unknown
  startStoryOid?: unknown
  title?: unknown
}

/** The player's name in the file: the room's persona, else the account's nickname. */
function userNameOf(room: ChatRoom, actor: Actor): string {
  const persona = (room.user_settings as { personaName?: unknown }).personaName
  if (typeof persona === 'string' && persona.trim()) return persona
  return actor.user?.nickname || DEFAULT_READER_NAME
}

/** The story's voice in the file: its first character, else the story's title. */
function characterNameOf(compiled: CompiledStory): string {
  return compiled.cast[0]?.name || compiled.title || 'Narrator'
}

/** The room's active path as a `.jsonl` file, and a file name made from its title. */
export async function exportRoomChat(runtime: ChatRuntime, actor: Actor, room: ChatRoom) {
  const db = runtime.deps.database.db
  const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  const path = await activePath(db, room.head_message_oid)
  const replies = path.filter((message) => message.role === 'assistant')
  const siblings = await alternativesOf(
    db,
    room.oid,
    replies.flatMap((reply) => (reply.parent_oid ? [reply.parent_oid] : [])),
  )
  const alternatives = new Map(
    replies.map((reply) => [
      reply.oid,
      siblings.get(`${reply.role}:${reply.parent_oid ?? ''}`) ?? [reply],
    ]),
  )
  const chat = portableChatOf({
    names: { userName: userNameOf(room, actor), characterName: characterNameOf(compiled) },
    createdAt: new Date(room.created_at),
    metadata: {
      taleloom: {
        contentOid: room.content_oid,
        startStoryOid: room.start_point_id,
        title: room.title,
      } satisfies TaleloomOrigin,
    },
    path,
    alternatives,
  })
  return { jsonl: writeSillyTavernChat(chat), fileName: chatFileName(room.title) }
}

/** A file name from the room's title: letters of any script kept, path characters not. */
export function chatFileName(title: string): string {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
  return `${base || 'chat'}.jsonl`
}

/** A file's problem as the import's refusal: the reason and the line in `details`. */
function refusal(error: ChatFileError): AppError {
  return new AppError({
    status: error.problem === 'TOO_LARGE' ? 413 : 400,
    code: 'CHAT_IMPORT_INVALID',
    message: error.message,
    details: { reason: error.problem, line: error.line },
  })
}

/**
 * A new room of the story holding the file's messages: no turn runs, nothing is charged,
 * the story's chat count does not move. The file is read whole before anything is written,
 * and the room and its messages are written in one transaction, so a refused file leaves
 * nothing behind.
 */
export async function importRoomChat(
  runtime: ChatRuntime,
  actor: Actor,
  input: {
    contentOid: string
    jsonl: string
    title?: string | undefined
    startStoryOid?: string | undefined
  },
) {
  const { deps } = runtime
  const published = await deps.stories.getPublishedContent(input.contentOid)
  await requirePlayable(deps, actor, input.contentOid)
  const { compiled } = await runtime.compiledFor(input.contentOid, published.version)
  let plan: ReturnType<typeof planImport>
  let origin: TaleloomOrigin
  let start: ReturnType<typeof startPointFor>
  try {
    const chat = readSillyTavernChat(input.jsonl, CHAT_IMPORT_LIMITS)
    origin = originOf(chat.metadata, input.contentOid)
    start = startPointFor(compiled, input.startStoryOid ?? knownStart(compiled, origin))
    plan = planImport(chat, {
      opening: initialState(compiled, start.id),
      now: deps.clock.now(),
      newId: newObjectId,
    })
  } catch (error) {
    throw error instanceof ChatFileError ? refusal(error) : error
  }
  const name = actor.user?.nickname || DEFAULT_READER_NAME
  const title =
    input.title ??
    (typeof origin.title === 'string' && origin.title.trim()
      ? origin.title.trim().slice(0, 100)
      : openingText(compiled, start.id, compiled.title, { user: name, nickname: name }))
  const roomOid = await deps.database.db.transaction().execute(async (trx) => {
    const room = await insertRoom(trx, {
      owner: ownerOf(actor),
      contentOid: input.contentOid,
      compiledVersion: published.version,
      startPointId: start.id,
      title,
      storyOwnerOid: published.content.ownerOid,
    })
    for (let index = 0; index < plan.rows.length; index += IMPORT_BATCH) {
      await trx
        .insertInto('chat_messages')
        .values(
          plan.rows.slice(index, index + IMPORT_BATCH).map((row) => ({
            oid: row.oid,
            room_oid: room.oid,
            parent_oid: row.parentOid,
            role: row.role,
            text: row.text,
            status: 'complete' as const,
            turn_index: row.turnIndex,
            depth: row.depth,
            state: row.state ? JSON.stringify(row.state) : null,
            credits_charged: 0,
            created_at: row.createdAt,
            updated_at: row.createdAt,
          })),
        )
        .execute()
    }
    await updateRoom(trx, room.oid, { head_message_oid: plan.headOid })
    return room.oid
  })
  const [summary] = await listRoomSummaries(deps.database.db, ownerOf(actor), {
    roomOids: [roomOid],
  })
  if (!summary) throw new Error(`importRoomChat: room ${roomOid} is missing after its import`)
  return {
    room: roomListEntry(summary),
    imported: { messages: plan.messages, alternatives: plan.alternatives },
  }
}

/** Rows a statement inserts: well under PostgreSQL's 65,535 parameters. */
const IMPORT_BATCH = 400

/** The file's Taleloom origin when it is this story's (its start point is then reused). */
function originOf(metadata: Record<string, unknown>, contentOid: string): TaleloomOrigin {
  const origin = metadata.taleloom
  if (typeof origin !== 'object' || origin === null) return {}
  const fields = origin as TaleloomOrigin
  return fields.contentOid === contentOid ? fields : { title: fields.title }
}

function knownStart(compiled: CompiledStory, origin: TaleloomOrigin): string | undefined {
  const id = origin.startStoryOid
  return typeof id === 'string' && compiled.startPoints.some((point) => point.id === id)
    ? id
    : undefined
}
