import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { useSession } from '../../web/session'
import { channelApi } from '../channel/channel-api'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { emptyDetailSearch } from '../search/detail-search'
import { ShelfSection } from './ShelfSection'

/** How many of the newest contents the feed shows. */
const FEED_SIZE = 8
/** The search's limit of creators in one filter. */
const MAX_CREATORS = 20

/**
 * "From your subscriptions": the newest contents of the channels the signed-in viewer
 * subscribes to (the detail search by creator, newest first); nothing without any.
 */
export function SubscriptionsFeed() {
  const { t } = useTranslation('player')
  const userOid = useSession((state) => (state.token ? (state.user?.oid ?? null) : null))
  const { data } = useData(userOid ? `home-feed:${userOid}` : null, async () => {
    const { subscriptions } = await channelApi.mySubscriptions()
    const creators = [
      ...new Map(
        subscriptions
          .filter((subscription) => subscription.state !== 'cancelled')
          .map((subscription) => [
            subscription.creatorOid,
            { oid: subscription.creatorOid, nickname: subscription.creatorNickname },
          ]),
      ).values(),
    ].slice(0, MAX_CREATORS)
    if (creators.length === 0) return []
    const search = { ...emptyDetailSearch('creator'), creators, sort: 'latest' as const }
    return (await contentApi.search(search)).contents.slice(0, FEED_SIZE)
  })
  if (!data || data.length === 0) return null
  return (
    <ShelfSection title={t('home.fromSubscriptions')} data-testid="home-feed">
      <ContentGrid items={data} emptyText="" label={t('home.fromSubscriptions')} />
    </ShelfSection>
  )
}
