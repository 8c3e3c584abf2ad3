/** Live ads texts: the ads area's error codes (platform/liveads) and the viewer page's ad slot. */
export const liveadsErrorsEn = {
  LIVEAD_NOT_FOUND: 'The ad was not found.',
  LIVEAD_MEDIA_HOST: "The ad video's host is not one of this site's ad servers.",
}

export const liveadsEn = {
  liveAds: {
    label: 'Ad',
    skip: 'Skip ad',
    skipIn: 'Skip in {{seconds}}',
    learnMore: 'Learn more',
  },
}
