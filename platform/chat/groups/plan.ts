import { type GroupChatLine, type GroupMember, nextSpeakers } from '../../../engine/group'
import type { RandomSource } from '../../../engine/random'
import { autoCapReached, autoModeOff, memberNotFound, noSpeaker } from './errors'
import type { StoredGroup } from './store'

/** What the player asked of the group: a message, a member to speak next, or an auto-mode step. */
export interface NextTurnAsk {
  message: string | null
  speakerId: string | null
  auto: boolean
}

/** The turn to run: who speaks, as a reply to the player's message or on its own, and what is left. */
export interface NextTurnPlan {
  speakerId: string
  kind: 'message' | 'auto-chat'
  /** Members still to answer after this one. */
  queue: string[]
  autoSteps: 'reset' | 'add' | 'keep'
}

/**
 * Chooses the next speaker, pure: a member asked for ("speak next") answers; the player's
 * message is answered by the strategy's first pick, the others queued; otherwise the
 * queue's next member (while the room is still at the reply the queue was made after),
 * else the strategy on the chat so far. An auto-mode step is refused past the group's cap
 * of replies since the player's last message, or when auto-mode is off.
 */
export function planNextTurn(
  group: StoredGroup,
  members: readonly GroupMember[],
  chat: readonly GroupChatLine[],
  headOid: string | null,
  ask: NextTurnAsk,
  random: RandomSource,
): NextTurnPlan {
  const kind = ask.message !== null ? 'message' : 'auto-chat'
  // Every auto-mode reply counts, a queued member's too: the cap bounds what auto-mode adds.
  const auto = ask.auto && ask.message === null && ask.speakerId === null
  if (auto) {
    if (!group.auto_mode) throw autoModeOff()
    if (group.auto_steps >= group.auto_cap) throw autoCapReached(group.auto_cap)
  }
  if (ask.speakerId !== null) {
    if (!members.some((member) => member.id === ask.speakerId)) throw memberNotFound(ask.speakerId)
    return {
      speakerId: ask.speakerId,
      kind,
      queue: [],
      autoSteps: ask.message !== null ? 'reset' : 'keep',
    }
  }
  if (ask.message === null) {
    const speaking = new Set(members.filter((member) => !member.muted).map((member) => member.id))
    const queued =
      group.queue_head_oid === headOid ? group.queue.filter((id) => speaking.has(id)) : []
    const [queuedNext, ...queuedRest] = queued
    if (queuedNext)
      return { speakerId: queuedNext, kind, queue: queuedRest, autoSteps: auto ? 'add' : 'keep' }
  }
  const [first, ...rest] = nextSpeakers(
    {
      members,
      strategy: group.strategy,
      allowSelfResponses: group.allow_self_responses,
      userText: ask.message,
      chat,
    },
    random,
  )
  if (!first) throw noSpeaker()
  return {
    speakerId: first,
    kind,
    queue: rest,
    autoSteps: ask.message !== null ? 'reset' : auto ? 'add' : 'keep',
  }
}
