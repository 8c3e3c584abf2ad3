/** Rooms and their message tree. */
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
export {
  type ChatRoom,
  findOwnedRoom,
  insertRoom,
  type NewRoom,
  ownsRoom,
  type RoomOwner,
  softDeleteRoom,
  transferGuestRooms,
  updateRoom,
} from './rooms'
export { roomRoutes } from './routes'
