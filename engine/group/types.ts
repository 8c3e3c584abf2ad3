/**
 * A group chat's members and the ways the next speaker is chosen, as SillyTavern's group
 * chats define them (public/scripts/group-chats.js, `group_activation_strategy`).
 */

/** natural: mentions, then talkativeness; list: every member in order; manual: only when asked; pooled: each once before repeats. */
export type GroupStrategy = 'natural' | 'list' | 'manual' | 'pooled'

export const GROUP_STRATEGIES: readonly GroupStrategy[] = ['natural', 'list', 'manual', 'pooled']

/** SillyTavern's `talkativeness_default`: a member without a value speaks up half the time. */
export const DEFAULT_TALKATIVENESS = 0.5

export interface GroupMember {
  /** The character's id (a story's character id). */
  id: string
  name: string
  /** 0 (only when mentioned) … 1 (always), the chance of speaking up unasked. */
  talkativeness: number
  /** A muted member (SillyTavern's `disabled_members`) is never chosen by a strategy. */
  muted: boolean
}

/** A message of the chat as the strategies read it. */
export interface GroupChatLine {
  /** The member who wrote a reply; null for the player's message (or a reply of no member). */
  speakerId: string | null
  isUser: boolean
  text: string
}

export interface ActivationInput {
  /** In the group's list order. */
  members: readonly GroupMember[]
  strategy: GroupStrategy
  /** SillyTavern's `allow_self_responses`: the last speaker may answer itself (natural). */
  allowSelfResponses: boolean
  /** The player's new message, when the player just wrote (SillyTavern's `isUserInput`). */
  userText: string | null
  /** The chat so far on its path, oldest first (only its tail is read). */
  chat: readonly GroupChatLine[]
  /** "Speak next": this member answers, whatever the strategy (muted or not, as in SillyTavern). */
  forcedSpeakerId?: string | null
}
