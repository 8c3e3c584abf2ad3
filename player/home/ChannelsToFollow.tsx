import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { api, useSession } from '../../web/session'
import { Avatar } from '../../web/ui'
import { useCreatorNames } from '../catalogue/use-creator-names'
import { channelApi } from '../channel/channel-api'
import { channelHref } from '../channel/channel-href'
import { useLocalizedPath } from '../shell/use-localized-path'
import { channelsToFollow } from './channels-to-follow'
import { ShelfSection } from './ShelfSection'

/** Creators read to choose the suggestions from. */
const CREATORS_READ = 24

/** "Channels to follow": creators' channels the viewer does not subscribe to yet. */
export function ChannelsToFollow() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const userOid = useSession((state) => (state.token ? (state.user?.oid ?? null) : null))
  const { data } = useData(`home-channels:${userOid ?? ''}`, async () => {
    const [{ creators }, mine] = await Promise.all([
      api.get('/account/creatorlist', { page: 1, count: CREATORS_READ }),
      userOid ? channelApi.mySubscriptions() : Promise.resolve({ subscriptions: [] }),
    ])
    const subscribedTo = new Set(
      mine.subscriptions
        .filter((subscription) => subscription.state !== 'cancelled')
        .map((subscription) => subscription.creatorOid),
    )
    return channelsToFollow(creators, { oid: userOid, subscribedTo })
  })
  // Each channel's name in the reader's language (display nicknames), the unique one until known.
  const names = useCreatorNames(data?.map((creator) => creator.oid) ?? [])
  if (!data || data.length === 0) return null
  return (
    <ShelfSection title={t('home.channelsToFollow')} data-testid="home-channels">
      <ul className="home-channels">
        {data.map((creator) => (
          <li key={creator.oid}>
            <Link
              className="home-channel"
              href={localized(
                channelHref({ creatorOid: creator.oid, customUrl: creator.customUrl }),
              )}
            >
              {/* The nickname names the link; the avatar's initial only repeats it. */}
              <span aria-hidden="true">
                <Avatar name={names.get(creator.oid) || creator.nickname} size="md" />
              </span>
              <span className="home-channel-name">
                {names.get(creator.oid) || creator.nickname}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ShelfSection>
  )
}
