import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicChannelView } from '../../platform/channels/contract'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { api, useSession } from '../../web/session'
import { Avatar, Button } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { useSubscribeDialog } from '../subscribe/subscribe-dialog-store'
import { channelApi } from './channel-api'
import { channelHref } from './channel-href'
import { subscriptionTierName } from './tier-text'
import './channel-bar.css'

export { channelHref } from './channel-href'

/**
 * Under what a viewer watches (a content, a live, a story): the creator's avatar and name,
 * a link to their channel, with Follow (free, one click) and Subscribe (the tiers dialog).
 * A creator whose channel is not open yet shows their name alone.
 */
export function ChannelBar({ creatorOid, nickname }: { creatorOid: string; nickname?: string }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const viewerOid = useSession((state) => state.user?.oid ?? null)
  const [channel, setChannel] = useState<PublicChannelView | null | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new viewer reads their follow again
  useEffect(() => {
    if (!creatorOid) return
    let current = true
    channelApi.channel({ oid: creatorOid }).then(
      (answer) => current && setChannel(answer),
      () => current && setChannel(null),
    )
    return () => {
      current = false
    }
  }, [creatorOid, viewerOid])

  const name = channel?.nickname ?? nickname ?? ''
  if (!channel) {
    return (
      <div className="channel-bar" aria-busy={channel === undefined}>
        <span className="channel-bar-identity">
          <Avatar name={name || '?'} size="sm" />
          <span className="channel-bar-name">{name || '\u00a0'}</span>
        </span>
      </div>
    )
  }
  return (
    <div className="channel-bar" data-testid="channel-bar">
      <Link className="channel-bar-identity" href={localized(channelHref(channel))}>
        <Avatar name={channel.nickname} size="sm" />
        <span className="stack channel-bar-text">
          <span className="channel-bar-name">{channel.nickname}</span>
          <span className="muted channel-bar-meta" data-testid="follower-count">
            {t('channelBar.followers', { count: channel.followerCount })}
          </span>
        </span>
      </Link>
      {channel.isMine ? null : (
        <div className="row channel-bar-actions">
          <FollowButton channel={channel} onChanged={setChannel} />
          <SubscribeButton channel={channel} />
        </div>
      )}
    </div>
  )
}

function FollowButton({
  channel,
  onChanged,
}: {
  channel: PublicChannelView
  onChanged(channel: PublicChannelView): void
}) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [problem, setProblem] = useState<string | null>(null)
  const inFlight = useRef(false)

  async function toggle() {
    if (!signedIn) {
      openLogin('login')
      return
    }
    if (inFlight.current) return
    inFlight.current = true
    setProblem(null)
    try {
      const answer = await api.post('/account/follow', {
        creatorOid: channel.creatorOid,
        follow: !channel.following,
      })
      onChanged({ ...channel, following: answer.following, followerCount: answer.followerCount })
    } catch (error) {
      setProblem(errorText(t, error))
    } finally {
      inFlight.current = false
    }
  }

  return (
    <>
      <Button
        variant={channel.following ? 'secondary' : 'primary'}
        aria-pressed={channel.following}
        onClick={() => void toggle()}
      >
        {channel.following ? t('channelBar.following') : t('channelBar.follow')}
      </Button>
      {problem ? (
        <span className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  )
}

function SubscribeButton({ channel }: { channel: PublicChannelView }) {
  const { t } = useTranslation('player')
  const open = useSubscribeDialog((state) => state.open)
  const language = useSession((state) => state.activeLanguage)
  if (channel.mySubscription)
    return (
      <span className="badge badge-success">
        {t('channel.subscribedTo', {
          tier: subscriptionTierName(channel.mySubscription, language),
        })}
      </span>
    )
  if (channel.tiers.length === 0) return null
  return (
    <Button
      variant="secondary"
      onClick={() => open({ creatorOid: channel.creatorOid, nickname: channel.nickname })}
    >
      {t('channel.subscribe')}
    </Button>
  )
}
