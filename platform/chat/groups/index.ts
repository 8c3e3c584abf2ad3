/** Group chats in story chat: several characters in one room (docs/GROUP-CHATS.md). */
export type {
  GroupAnswer,
  GroupMemberView,
  GroupSettingsInput,
  GroupView,
  RoomGroupBadge,
} from './contract'
export { GROUP_LIMITS } from './contract'
export { chatGroupMigrations } from './migrations'
export { roomGroupBadges } from './room-badges'
export { groupRoutes } from './routes'
export type { ChatGroupTables } from './tables'
