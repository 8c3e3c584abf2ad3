/** The home page's live row, live analytics, the broadcast allowance and thumbnail uploads. */
export const liveHomeErrorsEn = {
  LIVE_ALLOWANCE_USED: "This month's broadcast time is used up; it renews on the 1st (UTC).",
  LIVE_THUMBNAIL_TOO_LARGE: 'The live thumbnail must be 3MB or less.',
  LIVE_THUMBNAIL_TYPE: 'Image uploads accept jpg, jpeg, png, webp and gif.',
  LIVE_THUMBNAIL_DIMENSIONS: 'A thumbnail is at most 2000×2000 pixels.',
  LIVE_THUMBNAIL_EMPTY: 'Send the image bytes as the request body.',
  LIVE_THUMBNAIL_NOT_FOUND: 'Thumbnail not found',
}

export const liveHomeEn = {
  liveHome: {
    title: 'Live now',
    all: 'All',
    featured: 'Featured',
    adult: '19+',
    onAir: 'LIVE',
    empty: 'Nobody is live right now.',
    emptyTag: 'Nobody is live with this hashtag right now.',
    chips: 'Live hashtags',
  },
  liveAnalytics: {
    title: 'Live',
    streams: 'Streams',
    streamHours: 'Hours streamed',
    peakViewers: 'Peak viewers',
    totalViewers: 'Total viewers',
    streamMinutes: 'Minutes streamed',
    streamTimeChart: 'Stream time per day (minutes)',
    viewersChart: 'Viewers per stream',
  },
  liveAllowance: {
    title: 'Broadcast time this month',
    remaining: '{{hours}} h {{minutes}} min left of {{total}} h.',
    usedUp: "This month's broadcast time is used up.",
    resets: 'Renews on {{date}} (UTC).',
    upload: 'Upload an image',
    uploading: 'Uploading…',
    uploadHint: 'jpg, png, webp or gif, 3MB or less, up to 2000×2000.',
  },
}
