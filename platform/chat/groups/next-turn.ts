import type { Kysely } from 'kysely'
import type { CompiledStory } from '../../../engine/compiled'
import type { GroupChatLine, GroupMember } from '../../../engine/group'
import { createSeededRandom } from '../../../engine/random'
import { type DB, newObjectId } from '../../db'
import type { UrlSigner } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { promptHistory } from '../rooms/messages'
import type { ChatRoom } from '../rooms/rooms'
import type { Actor } from '../runtime'
import type { SpeakerChoice, TurnRequest } from '../turns/request'
import { findCard } from './card-store'
import { groupNotFound, notAMemberReply } from './errors'
import { activationMembers, memberPortrait } from './members'
import { recordsSettled, trackRecord } from './pending-records'
import { type NextTurnAsk, type NextTurnPlan, planNextTurn } from './plan'
import { findGroup, recordTurn, roomSpeakers, type StoredGroup, speakerOf } from './store'

/** How far back the strategies read the chat: pooled looks back to the player's last message. */
const CHAT_TAIL = 60

export interface NextTurnOptions {
  requestId?: string | undefined
  model?: string | undefined
  personaOid?: string | undefined
  /** Rerolls this reply, by the member who wrote it (SillyTavern's swipe in a group). */
  rerollOf?: string | undefined
}

type Database = Kysely<DB>

/**
 * One member's reply, through the story chat's own turn (`runtime.startTurn`): the same
 * admission, hold, exactly-once charge, stream and compensation as a one-character turn.
 * The group only decides who speaks (engine/group) and records it once the turn is admitted.
 * The group is read with the turn's first reads (no round trip of its own); the chat so far
 * only when the strategy needs it, and the earlier replies' speakers after the first event.
 */
export async function startGroupTurn(
  runtime: ChatRuntime,
  actor: Actor,
  roomOid: string,
  ask: NextTurnAsk,
  options: NextTurnOptions & { signer: UrlSigner },
): Promise<{ messageOid: string }> {
  const { db } = runtime.deps.database
  await recordsSettled(roomOid)
  // The request id seeds the draw, so a retried request chooses the same member.
  const requestId = options.requestId ?? newObjectId()
  let plan: NextTurnPlan | null = null
  // Read with the turn's first reads (the room's); chosen once the story is compiled.
  const chooseSpeaker: SpeakerChoice = async () => {
    const [group, rerolled] = await Promise.all([
      findGroup(db, roomOid),
      options.rerollOf ? speakerOf(db, roomOid, options.rerollOf) : undefined,
    ])
    if (!group) throw groupNotFound()
    if (options.rerollOf && !rerolled) throw notAMemberReply()
    return async (room: ChatRoom, compiled: CompiledStory) => {
      const members = activationMembers(compiled, group.members)
      plan = rerolled
        ? { speakerId: rerolled, kind: 'auto-chat', queue: [], autoSteps: 'keep' }
        : planNextTurn(
            group,
            members,
            needsChat(group, room.head_message_oid, ask)
              ? await chatTail(db, room.oid, room.head_message_oid)
              : [],
            room.head_message_oid,
            ask,
            createSeededRandom(runtime.deps.models.seedOf(`group:${requestId}`)),
          )
      const speakerId = plan.speakerId
      // A card member plays its own card: read only when it is the one who speaks.
      const card = group.members.some((member) => member.id === speakerId && member.card)
        ? await findCard(db, room.oid, speakerId)
        : null
      return {
        id: speakerId,
        name: members.find((member) => member.id === speakerId)?.name ?? speakerId,
        portraitUrl: memberPortrait(compiled, group.members, speakerId),
        replyNames: () => replyNamesOf(db, room.oid, compiled, members),
        ...(card ? { card } : {}),
      }
    }
  }
  const common = {
    requestId,
    ...(options.model ? { model: options.model } : {}),
    ...(options.personaOid ? { personaOid: options.personaOid } : {}),
    chooseSpeaker,
  }
  // The kind follows the ask alone: a plan answers the player's message iff there is one.
  const request: TurnRequest = options.rerollOf
    ? { kind: 'reroll', messageOid: options.rerollOf, ...common }
    : ask.message !== null
      ? { kind: 'message', text: ask.message, ...common }
      : { kind: 'auto-chat', ...common }
  const started = await runtime.startTurn(roomOid, actor, request, { signer: options.signer })
  // A retried request streams the first reply again: its plan was recorded with it.
  const chosen = plan as NextTurnPlan | null
  if (started.replayed || !chosen) return { messageOid: started.messageOid }
  // Off the stream's critical path: the room takes no other reply until this one ends, and
  // nothing reads the speaker or the queue before then (the player reads them again at its end).
  const record = recordTurn(db, {
    roomOid,
    messageOid: started.messageOid,
    speakerId: chosen.speakerId,
    queue: chosen.queue,
    autoSteps: chosen.autoSteps,
  }).catch((error: unknown) =>
    runtime.deps.logger.error(
      { err: error, messageOid: started.messageOid },
      'group chat: recording the speaker failed',
    ),
  )
  trackRecord(roomOid, record)
  return { messageOid: started.messageOid }
}

/**
 * Whether the strategy reads the chat: only without the player's message (which is then
 * the activation text), without a member asked for and without a queue to go on with, and
 * only for natural order (the last message) and pooled (who spoke since the player).
 */
function needsChat(group: StoredGroup, headOid: string | null, ask: NextTurnAsk): boolean {
  if (ask.message !== null || ask.speakerId !== null) return false
  if (group.queue_head_oid === headOid && group.queue.length > 0) return false
  return group.strategy === 'natural' || group.strategy === 'pooled'
}

async function chatTail(
  db: Database,
  roomOid: string,
  headOid: string | null,
): Promise<GroupChatLine[]> {
  const [path, speakers] = await Promise.all([
    promptHistory(db, headOid, CHAT_TAIL),
    roomSpeakers(db, roomOid),
  ])
  return path
    .filter((message) => !message.hidden && message.status === 'complete')
    .map((message) => ({
      speakerId: speakers.get(message.oid) ?? null,
      isUser: message.role === 'user',
      text: message.text,
    }))
}

async function replyNamesOf(
  db: Database,
  roomOid: string,
  compiled: CompiledStory,
  members: readonly GroupMember[],
): Promise<Map<string, string>> {
  const speakers = await roomSpeakers(db, roomOid)
  const names = new Map<string, string>()
  for (const [messageOid, memberId] of speakers) {
    const name =
      members.find((member) => member.id === memberId)?.name ??
      compiled.cast.find((character) => character.id === memberId)?.name
    if (name) names.set(messageOid, name)
  }
  return names
}
