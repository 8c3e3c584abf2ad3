/**
 * Live ads and stream service texts: their error codes (platform/liveads, platform/streams)
 * and the viewer page's ad slot.
 */
export const liveadsErrorsEn = {
  LIVEAD_NOT_FOUND: 'The ad was not found.',
  LIVEAD_MEDIA_HOST: "The ad video's host is not one of this site's ad servers.",
  STREAMS_NOT_STREAMER: 'This creator does not stream live.',
  STREAMS_USER_NOT_FOUND: 'User not found',
  STREAMS_STREAM_NOT_FOUND: 'The live stream was not found.',
  STREAMS_NO_STUDIO: "The creator's live studio has no settings yet.",
  STREAMS_ALREADY_LIVE: 'The live is on air already.',
  STREAMS_NOT_LIVE: 'The live is not on air.',
  STREAMS_WHITELIST_INVALID: 'The whitelist could not be read.',
}

export const liveadsEn = {
  liveAds: {
    label: 'Ad',
    skip: 'Skip ad',
    skipIn: 'Skip in {{seconds}}',
    learnMore: 'Learn more',
  },
}
