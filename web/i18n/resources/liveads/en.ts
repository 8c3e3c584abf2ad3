/** Live ads texts: the ads area's error codes (platform/liveads) and the viewer page's ad slot. */
export const liveadsErrorsEn = {
  LIVEAD_NOT_FOUND: 'The ad was not found.',
}

export const liveadsEn = {
  liveAds: {
    label: 'Ad',
    skip: 'Skip ad',
    skipIn: 'Skip in {{seconds}}',
    learnMore: 'Learn more',
  },
}
