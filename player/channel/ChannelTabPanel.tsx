import { useTranslation } from 'react-i18next'
import type { ContentItem } from '../../web/api/content'
import type { Loaded } from '../../web/calls'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { StoryCard } from '../catalogue/StoryCard'
import { CommunityPanel } from '../community/CommunityPanel'
import { ContentGrid } from '../content/ContentCard'
import { SubscribeGate } from '../subscribe'
import { CampaignsPanel } from './campaigns/CampaignsPanel'
import { channelApi, type PublicChannelView } from './channel-api'
import { BUILT_TABS, type ChannelTab } from './channel-tabs'
import { FilesPanel } from './files/FilesPanel'
import { GachaPanel } from './gacha/GachaPanel'
import { LiveDonationPanel } from './live-donation/LiveDonationPanel'
import { ReplayPanel } from './ReplayPanel'
import { TierStrip } from './TierStrip'

const HOME_COUNT = 8

function pick(tab: ChannelTab, items: readonly ContentItem[]): ContentItem[] {
  if (tab === 'clips') return items.filter((item) => item.contentType === 'clip')
  if (tab === 'videos') return items.filter((item) => item.contentType !== 'clip')
  return items.slice(0, HOME_COUNT)
}

/** The creator's contents for Home, Videos and Clips; a tier-only one carries the gate. */
function ContentsPanel({
  tab,
  channel,
  contents,
  retry,
}: {
  tab: ChannelTab
  channel: PublicChannelView
  contents: Loaded<ContentItem[]>
  retry: () => void
}) {
  const { t } = useTranslation('player')
  if (contents.state === 'loading') return <p className="muted">{t('common.loading')}</p>
  if (contents.state === 'failed')
    return (
      <Alert tone="error">
        {errorText(t, contents.error)}{' '}
        <Button variant="link" onClick={retry}>
          {t('channel.retry')}
        </Button>
      </Alert>
    )
  return (
    <ContentGrid
      items={pick(tab, contents.value)}
      emptyText={t(tab === 'clips' ? 'channel.noClips' : 'channel.noContents')}
      label={t(`channel.tab_${tab}`)}
      action={(item) =>
        !item.canView && item.canViewReason === 'subscriber-only' ? (
          <SubscribeGate creatorOid={channel.creatorOid} nickname={channel.nickname} compact />
        ) : null
      }
    />
  )
}

/** The Chat tab: the creator's published story chats. */
function ChatsPanel({ channel, limit }: { channel: PublicChannelView; limit?: number }) {
  const { t } = useTranslation('player')
  const { result, reload: retry } = useData(channel.creatorOid, () =>
    channelApi.storyChats(channel.creatorOid),
  )
  if (result.state === 'loading') return <p className="muted">{t('common.loading')}</p>
  if (result.state === 'failed')
    return (
      <Alert tone="error">
        {errorText(t, result.error)}{' '}
        <Button variant="link" onClick={retry}>
          {t('channel.retry')}
        </Button>
      </Alert>
    )
  const stories = limit ? result.value.slice(0, limit) : result.value
  if (stories.length === 0) return <p className="muted">{t('channel.noChats')}</p>
  return (
    <ul className="story-grid" aria-label={t('channel.tab_chat')}>
      {stories.map((story, index) => (
        <StoryCard
          key={story.contentOid}
          story={story}
          creatorName={channel.nickname}
          eager={index < 4}
        />
      ))}
    </ul>
  )
}

/** Home's story chats, only when the creator has some (an empty section says nothing). */
function HomeChats({ channel }: { channel: PublicChannelView }) {
  const { t } = useTranslation('player')
  const { result } = useData(['channel-chats', channel.creatorOid], () =>
    channelApi.storyChats(channel.creatorOid),
  )
  if (result.state !== 'ready' || result.value.length === 0) return null
  return (
    <section className="stack" aria-labelledby="channel-chats">
      <h2 id="channel-chats">{t('channel.tab_chat')}</h2>
      <ChatsPanel channel={channel} limit={4} />
    </section>
  )
}

/** A tab whose area comes later: says so plainly instead of showing an empty grid. */
function ComingLater({ tab }: { tab: ChannelTab }) {
  const { t } = useTranslation('player')
  return (
    <div className="channel-later card" data-testid="channel-later">
      <h2>{t(`channel.tab_${tab}`)}</h2>
      <p className="muted">{t('channel.comingLater')}</p>
    </div>
  )
}

export function ChannelTabPanel({
  tab,
  channel,
  contents,
  retry,
  onSubscribe,
}: {
  tab: ChannelTab
  channel: PublicChannelView
  contents: Loaded<ContentItem[]>
  retry: () => void
  onSubscribe: (tierHash?: string) => void
}) {
  const { t } = useTranslation('player')
  if (tab === 'replay') return <ReplayPanel channel={channel} />
  if (!BUILT_TABS.has(tab)) return <ComingLater tab={tab} />
  if (tab === 'chat') return <ChatsPanel channel={channel} />
  if (tab === 'files') return <FilesPanel channel={channel} />
  if (tab === 'gacha') return <GachaPanel channel={channel} />
  if (tab === 'campaigns') return <CampaignsPanel channel={channel} />
  if (tab === 'community') return <CommunityPanel channel={channel} />
  if (tab === 'liveDonation') return <LiveDonationPanel channel={channel} />
  if (tab !== 'home')
    return <ContentsPanel tab={tab} channel={channel} contents={contents} retry={retry} />
  return (
    <div className="stack channel-home">
      {channel.tiers.length > 0 ? <TierStrip channel={channel} onSubscribe={onSubscribe} /> : null}
      <section className="stack" aria-labelledby="channel-latest">
        <h2 id="channel-latest">{t('channel.latest')}</h2>
        <ContentsPanel tab="home" channel={channel} contents={contents} retry={retry} />
      </section>
      <HomeChats channel={channel} />
    </div>
  )
}
