/** Direct chat's screens (docs/DIRECT-CHAT.md "Screens"): the room list, a room, the creator's settings. */
export { ChatHomePage } from './ChatHomePage'
export { ChatRoomPage } from './ChatRoomPage'
export { ChatSettingsPage } from './ChatSettingsPage'
