/** A character answers in direct chat (docs/CHARACTER-DM.md). */
export type {
  CharacterDmOffer,
  CharacterDmSettingView,
  CharacterMemoriesAnswer,
  CharacterRoomView,
} from './contract'
export { CHARACTER_DM_MESSAGES } from './errors'
export { chatCharacterDmMigrations } from './migrations'
export type { CharacterDmPorts } from './ports'
export { characterDmRoutes } from './routes'
export { characterTurnTerms } from './service'
export { allFanMemories, forgetUsers } from './store'
export type { ChatCharacterDmTables } from './tables'
