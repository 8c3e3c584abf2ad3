import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import type { ContentItem } from '../../web/api/content'
import { type Loaded, useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { api, useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { loadNames, useCreatorNames } from '../catalogue/use-creator-names'
import { useCommunityCount } from '../community/use-community-count'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { useSubscribeDialog } from '../subscribe'
import { ChannelHeader } from './ChannelHeader'
import { ChannelRankings } from './ChannelRankings'
import { ChannelTabPanel } from './ChannelTabPanel'
import { channelCampaigns } from './campaigns/CampaignsPanel'
import { type ChannelKey, channelApi } from './channel-api'
import {
  type ChannelTab,
  pickTab,
  type TabContents,
  tabsWithContent,
  toChannelTab,
  visibleTabs,
} from './channel-tabs'
import { useChannelContents } from './use-channel-contents'
import '../content/content.css'
import '../catalogue/catalogue.css'
import './channel.css'
import { liveDonationApi } from './live-donation/live-donation-api'

/** Hidden from the public: not found, or the creator's settings are not complete yet. */
function isHidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403)
}

/** The creator's own note on what keeps their channel from the public. */
function IncompleteNote() {
  const { t } = useTranslation('player')
  const settings = useData([], () => api.get('/account/channel/settings'))
  const missing = settings.data?.incomplete ?? []
  if (missing.length === 0) return null
  return (
    <Alert tone="info">
      {t('channel.notPublicOwner', {
        missing: missing.map((reason) => t(`channel.missing_${reason}`)).join(', '),
      })}
    </Alert>
  )
}

/**
 * `/c/{customUrl}` and `/creatorhome/{oid}` (`?tab=` picks a tab): a creator's channel with
 * its header, tabs in the creator's order, tiers and the fan and subscription rankings.
 */
export function ChannelPage({ params }: PageProps) {
  const { t } = useTranslation('player')
  const { pathname, search } = useLocation()
  const localized = useLocalizedPath()
  const language = useSession((state) => state.activeLanguage)
  const signedIn = useSession((state) => !!state.token)
  const openSubscribe = useSubscribeDialog((state) => state.open)
  const key: ChannelKey | null = params.customUrl
    ? { customUrl: params.customUrl }
    : params.creatorOid
      ? { oid: params.creatorOid }
      : null
  const { result, reload: retry } = useData(key ? `${JSON.stringify(key)}:${signedIn}` : null, () =>
    // The creator's display names come with the channel, so the header never changes name.
    channelApi.channel(key as ChannelKey).then(async (found) => {
      await loadNames([found.creatorOid])
      return found
    }),
  )
  const fetched = result.state === 'ready' ? result.value : null
  const names = useCreatorNames(fetched ? [fetched.creatorOid] : [])
  const shownName = fetched ? names.get(fetched.creatorOid) || fetched.nickname : ''
  // The reader's language's display nickname wherever the channel's name shows.
  const channel = useMemo(
    () => (fetched ? { ...fetched, nickname: shownName } : null),
    [fetched, shownName],
  )
  const contents = useChannelContents(channel?.creatorOid ?? null)
  const tabContents = useTabContents(
    channel?.creatorOid ?? null,
    contents.result,
    !!channel?.isMine,
  )

  if (result.state === 'loading')
    return (
      <div className="page channel-page" aria-busy="true">
        <div className="channel-header channel-skeleton" />
      </div>
    )
  if (result.state === 'failed')
    return (
      <div className="page page-narrow stack channel-page" data-testid="channel-hidden">
        <h1>{t('channel.hiddenTitle')}</h1>
        {isHidden(result.error) ? (
          <p className="muted">{t('channel.hiddenText')}</p>
        ) : (
          <Alert tone="error">
            {errorText(t, result.error)}{' '}
            <Button variant="link" onClick={retry}>
              {t('channel.retry')}
            </Button>
          </Alert>
        )}
        <p>
          <Link href={localized('/')}>{t('channel.toHome')}</Link>
        </p>
      </div>
    )
  if (!channel) return null

  const requested = new URLSearchParams(search).get('tab') ?? undefined
  const tabs = tabsWithContent(
    visibleTabs(channel.tabs.map((tab) => ({ tab, visible: true }))),
    tabContents,
    requested ? toChannelTab(requested) : null,
  )
  const tab = pickTab(requested, tabs)
  const subscribe = (tierHash?: string) =>
    openSubscribe({
      creatorOid: channel.creatorOid,
      nickname: channel.nickname,
      ...(tierHash ? { tierHashes: [tierHash] } : {}),
    })
  const tabHref = (name: ChannelTab) => `${pathname}${name === tabs[0] ? '' : `?tab=${name}`}`

  return (
    <article className="page channel-page" aria-labelledby="channel-title">
      {channel.isMine ? <IncompleteNote /> : null}
      <ChannelHeader channel={channel} language={language} onSubscribe={() => subscribe()} />
      <nav className="channel-tabs" aria-label={t('channel.tabsLabel')}>
        <ul>
          {tabs.map((name) => (
            <li key={name}>
              <Link
                href={tabHref(name)}
                aria-current={name === tab ? 'page' : undefined}
                className="channel-tab"
              >
                {t(`channel.tab_${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="channel-layout">
        <div className="channel-main" data-testid={`channel-tab-${tab}`}>
          <ChannelTabPanel
            tab={tab}
            channel={channel}
            contents={contents.result}
            retry={contents.reload}
            onSubscribe={subscribe}
          />
        </div>
        <ChannelRankings creatorOid={channel.creatorOid} language={language} />
      </div>
    </article>
  )
}

/** What the Videos, Clips, Chat and Replay tabs hold: only tabs with items are shown. */
function useTabContents(
  creatorOid: string | null,
  contents: Loaded<ContentItem[]>,
  mine: boolean,
): TabContents {
  const chats = useData(creatorOid ? ['channel-chats', creatorOid] : null, () =>
    channelApi.storyChats(creatorOid ?? ''),
  )
  const replays = useData(creatorOid ? ['channel-replays', creatorOid] : null, () =>
    api.get('/live/replays', { creatorOid: creatorOid ?? '' }),
  )
  // The creator always sees their Files tab: it is where they post the first file.
  const files = useData(creatorOid ? ['channel-files', creatorOid] : null, () =>
    api.get('/content/file-contents', { creatorOid: creatorOid ?? '' }),
  )
  const posts = useCommunityCount(creatorOid, mine)
  // The creator's list holds their hidden gachas too; a fan's only those on sale.
  const gachas = useData(creatorOid ? ['channel-gachas', creatorOid] : null, () =>
    api.get('/content/gacha-title', { creatorOid: creatorOid ?? '' }),
  )
  const campaigns = useData(creatorOid ? ['channel-campaigns-count', creatorOid] : null, () =>
    channelCampaigns(creatorOid ?? ''),
  )
  const streams = useData(creatorOid ? ['channel-streams', creatorOid] : null, () =>
    liveDonationApi.isStreamer(creatorOid ?? ''),
  )
  const items = contents.state === 'ready' ? contents.value : null
  return {
    ...(items
      ? {
          videos: items.filter((item) => item.contentType !== 'clip').length,
          clips: items.filter((item) => item.contentType === 'clip').length,
        }
      : {}),
    ...(chats.data ? { chats: chats.data.length } : {}),
    ...(replays.data ? { replays: replays.data.replays.length + replays.data.uploads.length } : {}),
    ...(files.data ? { files: mine ? 1 : files.data.files.length } : {}),
    ...(posts !== undefined ? { posts } : {}),
    ...(gachas.data ? { gachas: gachas.data.gachas.length } : {}),
    ...(campaigns.data ? { campaigns: campaigns.data.length } : {}),
    ...(streams.data !== null ? { streams: streams.data ? 1 : 0 } : {}),
  }
}
