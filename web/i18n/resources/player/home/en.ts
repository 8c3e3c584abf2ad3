/** The home page and its live row. */
export const homeEn = {
  home: {
    eyebrow: 'Interactive story chat',
    title: 'Step inside a story that answers back',
    lead: 'Talk with the characters of stories written by creators. Every reply is written for your choices, and the story remembers what you did.',
    startCta: 'Create a free account',
    seeAll: 'See all',
    fromSubscriptions: 'From your subscriptions',
    channelsToFollow: 'Channels to follow',
  },
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
  banners: {
    label: 'Featured',
  },
}
