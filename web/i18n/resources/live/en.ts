/** Live texts: the server's live error codes (platform/live) and the viewer page (player/live). */
export const liveErrorsEn = {
  LIVE_NOT_LIVESTREAMER: 'Only livestreamers can use the live studio.',
  LIVE_NOT_FOUND: 'This creator does not stream live.',
  LIVE_STREAM_NOT_FOUND: 'The live stream was not found.',
  LIVE_KEY_INVALID: 'The stream key is not valid.',
  LIVE_NOT_LIVE: 'The live is not on air.',
  LIVE_LOGIN_REQUIRED: 'Login is required',
  LIVE_TICKET_NOT_SOLD: 'This live sells no ticket now.',
  LIVE_TICKETING_UNAVAILABLE: 'Tickets cannot be bought here now.',
  LIVE_TOOL_KEY_INVALID: 'Incorrect access',
  LIVE_TOOL_KEY_NOT_LIVESTREAMER: 'Only livestreamers have a tool key.',
  LIVE_TICKET_REQUIRED: 'A ticket is required to watch this live.',
}

export const liveEn = {
  live: {
    title: 'Live',
    chat: 'Live chat',
    onAir: 'LIVE',
    offline: 'The creator is offline.',
    offlineHint: 'This page starts playing when the live begins.',
    viewers_one: '{{count}} viewer',
    viewers_other: '{{count}} viewers',
    startedAt: 'Started {{time}}',
    adult: 'Adult',
    playerError: 'The live could not be played. Retrying…',
    notFound: 'This creator does not stream live.',
    retry: 'Retry',
    muted: 'Tap to unmute',
  },
}
