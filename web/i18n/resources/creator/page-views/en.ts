/** The creator analytics' page-view figure (docs/ANALYTICS.md). */
export const pageViewsEn = {
  creatorPageViews: {
    title: 'Page views',
    lead: 'Times your contents’ pages were opened in the player, last 30 days.',
    total: '{{count}} page views',
    top: 'Most viewed',
    none: 'No page views yet.',
  },
}
