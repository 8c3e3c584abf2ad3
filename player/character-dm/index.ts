/** A character answers in direct chat: the player's screens (docs/CHARACTER-DM.md "Screens"). */
export { CharacterRooms } from './CharacterRooms'
export { MemoriesLink } from './MemoriesLink'
export { MemoriesPage } from './MemoriesPage'
export { MessageCharacter } from './MessageCharacter'
export { MyMemoriesPanel } from './MyMemoriesPanel'
