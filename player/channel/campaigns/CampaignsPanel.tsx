/**
 * The channel's Campaigns tab: each campaign with its progress bar, goal, time left,
 * contributors and rewards; fans contribute through a dialog that confirms the coins.
 * `&campaign={oid}` in the address shows that one campaign alone (a link to share).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CampaignView } from '../../../platform/content/campaigns/contract'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { api } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import type { PublicChannelView } from '../channel-api'
import { CampaignCard } from './CampaignCard'
import './campaigns.css'

/** The channel's campaigns, newest first (the first page: a channel rarely has more). */
export async function channelCampaigns(creatorOid: string): Promise<CampaignView[]> {
  const answer = await api.get('/content/campaign', { creatorOid })
  return 'campaigns' in answer ? answer.campaigns : [answer.campaign]
}

/** One campaign, or the channel's list: what the address asks for. */
async function campaignsShown(creatorOid: string, campaignOid: string | null) {
  if (!campaignOid) return channelCampaigns(creatorOid)
  const answer = await api.get('/content/campaign', { campaignOid })
  const one = 'campaign' in answer ? [answer.campaign] : []
  return one.filter((campaign) => campaign.creatorOid === creatorOid)
}

export function CampaignsPanel({ channel }: { channel: PublicChannelView }) {
  const { t } = useTranslation('player')
  const { pathname, search } = useLocation()
  const only = new URLSearchParams(search).get('campaign')
  const [version, setVersion] = useState(0)
  const list = useData(['channel-campaigns', channel.creatorOid, only, version], () =>
    campaignsShown(channel.creatorOid, only),
  )
  const href = (campaignOid: string | null) =>
    `${pathname}?tab=campaigns${campaignOid ? `&campaign=${campaignOid}` : ''}`
  if (list.result.state === 'loading' && !list.data)
    return <p className="muted">{t('common.loading')}</p>
  if (list.result.state === 'failed')
    return (
      <Alert tone="error">
        {errorText(t, list.result.error)}{' '}
        <Button variant="link" onClick={list.reload}>
          {t('channel.retry')}
        </Button>
      </Alert>
    )
  const campaigns = list.data ?? []
  if (campaigns.length === 0) return <p className="muted">{t('campaigns.empty')}</p>
  return (
    <div className="stack channel-campaigns" data-testid="channel-campaigns">
      {only ? (
        <Link href={href(null)} className="campaign-all">
          {t('campaigns.all')}
        </Link>
      ) : null}
      {campaigns.map((campaign) => (
        <CampaignCard
          key={campaign.campaignOid}
          campaign={campaign}
          href={only ? null : href(campaign.campaignOid)}
          onChanged={() => setVersion((value) => value + 1)}
        />
      ))}
    </div>
  )
}
