/**
 * Live area: the studio and stream keys, the RTMP ingests, playback and viewers, entry
 * rules, schedules, replays, reminders, the monthly allowance, the chat, donations (missions,
 * overlay, spoken alerts, revenue), ads and the admins' tools, built by one `createLive`
 * (docs/live/README.md).
 */

export type { StreamsService } from './admin/streams'
export type { LiveadsService } from './ads'
export {
  type AllowanceUsage,
  type HomeStream,
  type LiveStreamStat,
  liveStreamStats,
  type StoredThumbnail,
} from './allowance'
export { createLive, type LiveArea, type LiveAreaDeps } from './area'
export {
  CHAT_SOCKET_PATH,
  type ChatBus,
  type ChatBusKind,
  type ChatHub,
  channelsSubscriptionPort,
  emoticonGroupsPort,
  type LivechatLivePort,
  type LivechatService,
  type LivechatUsersPort,
  maskBannedWords,
} from './chat'
export type {
  CohostGenerationPart,
  CohostModel,
  CohostModels,
  CohostStories,
  CohostWallet,
} from './cohost'
export type * from './contract'
export type {
  LiveDonationNotices,
  LivedonationsArea,
  LivedonationsService,
} from './donations'
export { type LiveEntryPorts, liveEntryEventsPort, liveEntryTiersPort } from './entry'
export { type EmbeddedIngest, startEmbeddedIngest } from './ingest/embedded'
export { liveMigrations } from './migrations'
export { channelsSubscriptions, type LiveUserSubscriptions } from './playback/user'
export type { LiveIngestControl, LivePlaybackSettings, LiveUsersPort } from './ports'
export { channelsSubscribers, type LiveReminderPorts } from './reminders'
export {
  createRecorder,
  type IngestRecorder,
  replayContentPort,
  startReplaySweeper,
} from './replays'
export { type LiveSettings, readLiveSettings } from './settings'
export type { ChannelRow, StreamReads, StreamRow } from './stream-reads'
export type { LiveDeps, LiveService } from './studio/service'
export { LIVE_TOOL_SCOPE, liveToolMayCall } from './studio/toolkey'
export type { LiveTables } from './tables'
