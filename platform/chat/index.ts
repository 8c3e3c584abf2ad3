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
  type ChatMessage,
  completeMessage,
  failMessage,
  findMessage,
  findMessageByRequest,
  hideMessages,
  insertMessage,
  type NewMessage,
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
export { insertPromptLog, listPromptLogs, type PromptLog } from './prompt-logs'
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
export { appendStreamEvents, type StoredStreamEvent, streamEventsAfter } from './stream-events'
export { type ChatSummary, insertSummary, summariesOnPath } from './summaries'
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
