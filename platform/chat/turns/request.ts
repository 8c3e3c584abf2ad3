import type { CompiledStory } from '../../../engine/compiled'
import type { CardMember } from '../../../engine/group'
import type { ChatRoom } from '../rooms/rooms'

/** Test mode (a story's own creator, and admins): what the studio's test chat sends. */
export interface TurnTestOptions {
  /**
   * A test turn of one's own story: free on the offline model, else drawn from the monthly
   * creator test allowance (test-turns/); refused for anyone but the story's owner and admins.
   */
  testMode?: boolean
  /** An admin's test prompt replaces the system prompt for this turn only. */
  testPromptOid?: string
  /** Extra context the writer injects for this turn only. */
  testModeContext?: string
}

/**
 * A group chat's reply (chat/groups/): one member speaks, on the story as that member's
 * turn reads it (engine/group `speakerStory`), with the group's nudge and the earlier
 * replies named after their speakers.
 */
export interface TurnSpeaker {
  id: string
  name: string
  portraitUrl: string | null
  /**
   * The speakers' names of the room's earlier replies, by message id: read with the
   * history, after the first event (assemble.ts), not before the turn starts.
   */
  replyNames: () => Promise<ReadonlyMap<string, string>>
  /** An imported card's member speaks: its own character and book (engine/group `cardMember`). */
  card?: CardMember
}

/**
 * A group reply's speaker, chosen inside the turn: the call goes with the turn's first batch
 * of reads (the room's, so the group costs no round trip of its own), and the function it
 * returns picks the member once the story is compiled, beside the turn's other reads.
 */
export type SpeakerChoice = () => Promise<
  (room: ChatRoom, compiled: CompiledStory) => Promise<TurnSpeaker>
>

type TurnCommon = {
  requestId?: string
  personaOid?: string
  model?: string
  speaker?: TurnSpeaker
  chooseSpeaker?: SpeakerChoice
} & TurnTestOptions

/** What a player asks of a room: a message, a reroll of a reply, or an auto-chat. */
export type TurnRequest =
  | ({ kind: 'message'; text: string } & TurnCommon)
  | ({ kind: 'reroll'; messageOid: string } & TurnCommon)
  | ({ kind: 'auto-chat' } & TurnCommon)
