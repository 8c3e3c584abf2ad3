export {
  COMMENT_REFUND_CHATS,
  commentNotFound,
  deleteComment,
  findCommentRefund,
  insertComment,
  listComments,
  recentChatsOnStory,
  recordCommentRefund,
  type StoryComment,
  type StoryCommentRefund,
} from './comments'
export {
  type ChatCoupon,
  COUPON_CODE_PATTERN,
  type CouponRedemption,
  type CouponSpendRead,
  couponChatsLeft,
  couponNotFound,
  couponUsage,
  createCoupon,
  deleteCoupon,
  findLiveCoupon,
  hasRedeemed,
  listCoupons,
  NO_MATCHING_COUPON,
  newCouponCode,
  normalizeCouponCode,
  readCouponSpend,
  redeemCoupon,
  refundCouponChat,
  spendableRedemptions,
  spendCouponChat,
  transferGuestRedemptions,
} from './coupons'
export {
  CHAT_MESSAGES,
  deleteFailed,
  editTooLong,
  messageNotFound,
  personaNotFound,
  roomNotFound,
} from './errors'
export { recordImageUnlocks, unlockedImageHashes } from './image-unlocks'
export {
  activePath,
  alternatives,
  alternativesOf,
  type ChatMessage,
  completeMessage,
  failMessage,
  findMessage,
  findMessageByRequest,
  hideMessages,
  insertMessage,
  type NewMessage,
  type PromptHistoryMessage,
  pathPage,
  promptHistory,
  staleStreamingMessages,
  updateMessageText,
} from './messages'
export { readUserChatOptions, writeUserChatOptions } from './options'
export {
  createPersona,
  deletePersona,
  findPersona,
  listPersonas,
  MAX_PERSONAS,
  type Persona,
  type PersonaInput,
  updatePersona,
} from './personas'
export {
  insertPromptLog,
  listPromptLogs,
  type PlayerTurnTexts,
  type PromptLog,
  playerTurnTexts,
} from './prompt-logs'
export {
  type ChatRoom,
  findOwnedRoom,
  insertRoom,
  listRooms,
  type NewRoom,
  ownsRoom,
  type RoomOwner,
  softDeleteRoom,
  transferGuestRooms,
  updateRoom,
} from './rooms'
export {
  appendStreamEvents,
  appendStreamEventsOfMany,
  lastStreamSeq,
  type StoredStreamEvent,
  type StreamEventRun,
  streamEventsAfter,
} from './stream-events'
export {
  type ChatSummary,
  insertSummary,
  onPath,
  roomSummaries,
  summariesOnPath,
} from './summaries'
export {
  activateSystemPrompt,
  activeSystemPrompts,
  createTestPrompt,
  deleteTestPrompt,
  findTestPrompt,
  listSystemPrompts,
  listTestPrompts,
  type SystemPrompt,
  saveSystemPrompt,
  type TestPrompt,
  updateTestPrompt,
} from './system-prompts'
export type { ChatTables, MessageRole, MessageStatus } from './tables'
export { beginTurnMessages } from './turn-messages'
