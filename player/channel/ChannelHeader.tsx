import { useTranslation } from 'react-i18next'
import { Avatar, Button } from '../../web/ui'
import { formatCount } from '../charge/format'
import { useLocalizedPath } from '../shell/use-localized-path'
import type { PublicChannelView } from './channel-api'
import { NETWORK_NAMES, socialLinkList } from './social-links'
import { subscriptionTierName } from './tier-text'

/** Avatar, nickname, intro, social links, subscriber count and the subscribe action. */
export function ChannelHeader({
  channel,
  language,
  onSubscribe,
}: {
  channel: PublicChannelView
  language: Parameters<typeof formatCount>[1]
  onSubscribe: () => void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const links = socialLinkList(channel.socialLinks)
  const subscription = channel.mySubscription
  return (
    <header className="channel-header">
      <Avatar name={channel.nickname} size="lg" className="channel-avatar" />
      <div className="channel-identity stack">
        <h1 id="channel-title">{channel.nickname}</h1>
        <p className="muted channel-meta">
          {channel.customUrl ? <span>@{channel.customUrl}</span> : null}
          <span data-testid="subscriber-count">
            {t('channel.subscribers', {
              count: channel.subscriberCount,
              formatted: formatCount(channel.subscriberCount, language),
            })}
          </span>
        </p>
        {channel.intro ? <p className="channel-intro">{channel.intro}</p> : null}
        {links.length > 0 ? (
          <ul className="channel-social" aria-label={t('channel.socialLinks')}>
            {links.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                  {NETWORK_NAMES[link.network]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="channel-actions">
        {channel.isMine ? (
          // The studio is its own app: a full page load.
          <a className="button button-secondary" href={localized('/studio2/creator/channel')}>
            {t('channel.manage')}
          </a>
        ) : subscription ? (
          <div className="stack channel-subscribed">
            <span className="badge badge-success" data-testid="channel-subscribed">
              {t('channel.subscribedTo', { tier: subscriptionTierName(subscription, language) })}
            </span>
            {subscription.kind === 'free' ? (
              // A paid tier changes after the period ends: cancel, then subscribe again.
              <Button variant="secondary" onClick={onSubscribe}>
                {t('channel.changeTier')}
              </Button>
            ) : null}
          </div>
        ) : channel.tiers.length > 0 ? (
          <Button onClick={onSubscribe}>{t('channel.subscribe')}</Button>
        ) : null}
      </div>
    </header>
  )
}
