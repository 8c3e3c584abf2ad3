/** The home page's rows: the subscriptions feed, the category shelves, channels to follow. */
import './home.css'

export { ChannelsToFollow } from './ChannelsToFollow'
export { ContentShelf, HOME_SHELVES } from './ContentShelf'
export { CuratedSections } from './CuratedSections'
export { LaterRows } from './LaterRows'
export { RecommendedFiles } from './RecommendedFiles'
export { SubscriptionsFeed } from './SubscriptionsFeed'
