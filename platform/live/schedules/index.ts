/** Live schedules (spec §7 `/live/schedules`, `/live/schedule`; docs/live/README.md "Schedules"). */
export type { LiveSchedule, ScheduleResponse, SchedulesResponse } from './contract'
export { SCHEDULE_LIMITS, SCHEDULE_TEXTS } from './contract'
export { liveScheduleMigrations } from './migrations'
export { mountScheduleRoutes } from './routes'
export { createScheduleService, type ScheduleService } from './service'
export type { LiveScheduleTables } from './tables'
