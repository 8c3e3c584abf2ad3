/** Live schedules and replays: the server's error codes (platform/live) and the channel's Replay tab. */
export const livereplaysErrorsEn = {
  LIVE_SCHEDULE_NOT_FOUND: 'The scheduled live was not found.',
  LIVE_SCHEDULE_DATE_PAST: 'Choose a date in the future for the scheduled live.',
  LIVE_SCHEDULE_DATE_TOO_FAR: 'A live can be scheduled at most a year ahead.',
  LIVE_SCHEDULE_LIMIT: 'A creator can have at most 20 upcoming scheduled lives.',
  LIVE_REPLAY_NOT_FOUND: 'The replay was not found.',
  LIVE_REPLAY_NOT_READY: 'The replay is still being encoded.',
  LIVE_REPLAY_FAILED: 'This replay could not be encoded.',
  LIVE_REPLAY_PUBLISHED: 'This replay is already published as content.',
  LIVE_REPLAY_SOURCE_REQUIRED: 'Choose a replay or a content to upload.',
  LIVE_REPLAY_THUMBNAIL_REQUIRED: 'Choose a thumbnail for the replay.',
  LIVE_REPLAY_CONTENT_NOT_FOUND: 'Content not found',
  LIVE_REPLAY_UNAVAILABLE: 'Replays cannot be published as content here.',
}

export const livereplaysEn = {
  livereplays: {
    title: 'Replays',
    empty: 'No replays yet. Lives the creator publishes as replays appear here.',
    uploads: 'Uploaded by the creator',
    endedAt: 'Live of {{date}}',
    watch: 'Watch',
    schedulesTitle: 'Upcoming lives',
  },
}
