/** Group chats: who speaks next, and the story as one member's turn reads it. */
export { nextSpeakers } from './activation'
export {
  CARD_MEMBER_PREFIX,
  type CardMember,
  CardMemberError,
  cardMember,
  isCardMemberId,
  withCardBooks,
} from './card-member'
export { GROUP_NUDGE, namedLine, speakerStory } from './speaker-story'
export {
  type ActivationInput,
  DEFAULT_TALKATIVENESS,
  GROUP_STRATEGIES,
  type GroupChatLine,
  type GroupMember,
  type GroupStrategy,
} from './types'
