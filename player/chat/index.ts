/** The player's chat room: the page, its per-room store and the streaming client. */
export { ChatPage } from './ChatPage'
export {
  createRoomStore,
  fetchInitialRoom,
  type RoomActions,
  type RoomState,
  type RoomStore,
} from './room/room-store'
export { runChatStream } from './stream/stream-client'
