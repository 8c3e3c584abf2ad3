/** Live reminders: subscribers notified once per stream when it starts (docs/live/README.md "Reminders"). */
export { liveReminderMigrations } from './migrations'
export {
  channelsSubscribers,
  createReminderService,
  type LiveReminderData,
  type LiveReminderPorts,
  type ReminderService,
} from './service'
export type { LiveReminderTables } from './tables'
