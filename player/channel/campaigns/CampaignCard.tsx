/** One campaign: state, progress, goal, time left, rewards, contributors and the fan's actions. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CampaignView } from '../../../platform/content/campaigns/contract'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Link } from '../../../web/routing'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { ContributeDialog } from './ContributeDialog'
import { endedAt, fundedPercent, timeLeft } from './campaign-view'

export function CampaignCard({
  campaign,
  href,
  onChanged,
}: {
  campaign: CampaignView
  /** The campaign's own address, when the card is one of a list. */
  href: string | null
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('player')
  const locale = i18n.language === 'jp' ? 'ja' : i18n.language
  const number = (value: number) => value.toLocaleString(locale)
  const percent = fundedPercent(campaign.raisedCoins, campaign.goalCoins)
  const headingId = `campaign-${campaign.campaignOid}`
  return (
    <section
      className="card stack campaign-card"
      aria-labelledby={headingId}
      data-testid="campaign"
    >
      <header className="campaign-head">
        <h2 id={headingId}>{href ? <Link href={href}>{campaign.title}</Link> : campaign.title}</h2>
        <span
          className={`campaign-badge campaign-badge-${campaign.state}`}
          data-testid="campaign-state"
        >
          {t(`campaigns.state_${campaign.state}`)}
        </span>
      </header>
      {campaign.imageUrl ? (
        <img className="campaign-image" src={campaign.imageUrl} alt="" loading="lazy" />
      ) : null}
      {campaign.description ? <p className="campaign-description">{campaign.description}</p> : null}
      <div className="campaign-group">
        <div
          className="campaign-bar"
          role="progressbar"
          aria-label={t('campaigns.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent.bar}
        >
          <span style={{ width: `${percent.bar}%` }} />
        </div>
        <p className="campaign-facts">
          <strong data-testid="campaign-raised">
            {t('campaigns.raised', {
              raised: number(campaign.raisedCoins),
              goal: number(campaign.goalCoins),
            })}
          </strong>
          <span>{(percent.text / 100).toLocaleString(locale, { style: 'percent' })}</span>
          <span>{t('campaigns.contributors', { count: campaign.contributors })}</span>
          <TimeLeftText campaign={campaign} locale={locale} />
        </p>
      </div>
      <Outcome campaign={campaign} />
      {campaign.rewardTiers.length > 0 ? (
        <div className="campaign-group">
          <h3>{t('campaigns.rewards')}</h3>
          <ul className="campaign-rewards">
            {campaign.rewardTiers.map((tier) => (
              <li key={`${tier.minCoins}-${tier.title}`}>
                <strong>{tier.title}</strong>{' '}
                <span className="muted">
                  {t('campaigns.rewardFrom', { coins: number(tier.minCoins) })}
                </span>
                {tier.description ? <p className="muted">{tier.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FanActions campaign={campaign} onChanged={onChanged} />
      <Contributors campaign={campaign} />
    </section>
  )
}

function TimeLeftText({ campaign, locale }: { campaign: CampaignView; locale: string }) {
  const { t } = useTranslation('player')
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
  if (campaign.state !== 'running')
    return <span>{t('campaigns.endedAt', { date: date(endedAt(campaign)) })}</span>
  const left = timeLeft(campaign.endsAt, new Date())
  return (
    <span
      title={t('campaigns.endsAt', { date: date(campaign.endsAt) })}
      data-testid="campaign-left"
    >
      {left.unit === 'ended'
        ? t('campaigns.endsAt', { date: date(campaign.endsAt) })
        : t(`campaigns.${left.unit}Left`, { count: left.count })}
    </span>
  )
}

function Outcome({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation('player')
  if (campaign.state === 'running' || !campaign.settledAt) return null
  return (
    <p className="muted" data-testid="campaign-outcome">
      {t(campaign.state === 'succeeded' ? 'campaigns.paidOut' : 'campaigns.returned')}
    </p>
  )
}

/** Contribute (or the creator's note), and the fan's own held coins with a way to take them back. */
function FanActions({ campaign, onChanged }: { campaign: CampaignView; onChanged: () => void }) {
  const { t } = useTranslation('player')
  const userOid = useSession((state) => state.user?.oid ?? null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [pending, setPending] = useState(false)
  if (campaign.state !== 'running') return null
  if (userOid === campaign.creatorOid) return <p className="muted">{t('campaigns.own')}</p>
  async function takeBack() {
    if (
      !window.confirm(
        t('campaigns.takeBackConfirm', { coins: campaign.mine, title: campaign.title }),
      )
    )
      return
    setPending(true)
    setError(null)
    try {
      const answer = await api.post('/content/campaign/refund', {
        campaignOid: campaign.campaignOid,
        refundType: 'mine',
      })
      setNotice(t('campaigns.takenBack', { coins: answer.refunded }))
      onChanged()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="campaign-group">
      {notice ? (
        <div data-testid="campaign-notice">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      {campaign.mine > 0 ? (
        <p data-testid="campaign-mine">{t('campaigns.mine', { coins: campaign.mine })}</p>
      ) : null}
      <div className="row campaign-actions">
        <ContributeDialog
          campaign={campaign}
          onContributed={(coins) => {
            setNotice(t('campaigns.done', { coins }))
            onChanged()
          }}
        />
        {campaign.mine > 0 ? (
          <Button variant="secondary" busy={pending} onClick={() => void takeBack()}>
            {t('campaigns.takeBack')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

function Contributors({ campaign }: { campaign: CampaignView }) {
  const { t, i18n } = useTranslation('player')
  const [open, setOpen] = useState(false)
  const list = useData(
    open ? ['campaign-contributors', campaign.campaignOid, campaign.raisedCoins] : null,
    () => api.get('/content/campaign/contributors', { campaignOid: campaign.campaignOid }),
  )
  const rows = list.data?.contributors ?? []
  return (
    <details
      className="campaign-contributors"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary>{t('campaigns.contributorsTitle')}</summary>
      {open && list.data && rows.length === 0 ? (
        <p className="muted">{t('campaigns.noContributors')}</p>
      ) : null}
      <ul className="campaign-group" aria-label={t('campaigns.contributorsTitle')}>
        {rows.map((row) => (
          <li
            key={row.contributionOid}
            className="campaign-contributor"
            data-testid="campaign-contributor"
          >
            <span>{row.nickname ?? t('campaigns.anonymous')}</span>
            <span className="muted">
              {t('campaigns.contributorLine', {
                coins: row.coins.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language),
              })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}
