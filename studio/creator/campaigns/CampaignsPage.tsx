/**
 * The creator's campaigns: each with its progress and state, editing, closing early once the
 * goal is reached and cancelling (every contribution goes back), and the form.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CampaignView } from '../../../platform/content/campaigns/contract'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { CampaignForm } from './CampaignForm'
import { type CampaignDraft, emptyDraft, viewToDraft } from './campaign-form'
import './campaigns.css'

async function myCampaigns(creatorOid: string): Promise<CampaignView[]> {
  const answer = await api.get('/content/campaign', { creatorOid })
  return 'campaigns' in answer ? answer.campaigns : [answer.campaign]
}

export function CampaignsPage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const [version, setVersion] = useState(0)
  const [editing, setEditing] = useState<{ draft: CampaignDraft; endsAt?: string }>(() => ({
    draft: emptyDraft(),
  }))
  const [notice, setNotice] = useState<string | null>(null)
  const list = useData(['studio-campaigns', creatorOid, version], () => myCampaigns(creatorOid))
  const changed = (text: string | null) => {
    setNotice(text)
    setEditing({ draft: emptyDraft() })
    setVersion((value) => value + 1)
  }
  return (
    <CreatorLayout
      section="campaigns"
      title={t('creatorCampaigns.title')}
      lead={t('creatorCampaigns.lead')}
    >
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <LoadState state={list} />
      {list.data ? (
        <CampaignList
          campaigns={list.data}
          onEdit={(view) => {
            setNotice(null)
            setEditing({ draft: viewToDraft(view), endsAt: view.endsAt })
          }}
          onChanged={changed}
        />
      ) : null}
      <CampaignForm
        key={editing.draft.campaignOid ?? `new-${version}`}
        initial={editing.draft}
        lockedEndsAt={editing.draft.termsLocked ? editing.endsAt : undefined}
        onSaved={() => changed(t('creatorCampaigns.saved'))}
        onCancel={() => setEditing({ draft: emptyDraft() })}
      />
    </CreatorLayout>
  )
}

function CampaignList({
  campaigns,
  onEdit,
  onChanged,
}: {
  campaigns: CampaignView[]
  onEdit: (view: CampaignView) => void
  onChanged: (notice: string | null) => void
}) {
  const { t, i18n } = useTranslation('creator')
  const [error, setError] = useState<unknown>(null)
  const locale = i18n.language === 'jp' ? 'ja' : i18n.language
  if (campaigns.length === 0) return <p className="muted">{t('creatorCampaigns.empty')}</p>
  const act = async (view: CampaignView, event: 'close' | 'cancel') => {
    const question = t(`creatorCampaigns.${event}Confirm`, { title: view.title })
    if (!window.confirm(question)) return
    setError(null)
    try {
      await api.post('/content/campaign/state', { campaignOid: view.campaignOid, event })
      onChanged(t(`creatorCampaigns.${event}Done`, { title: view.title }))
    } catch (failure) {
      setError(failure)
    }
  }
  return (
    <section className="stack" aria-labelledby="campaign-list">
      <h2 id="campaign-list">{t('creatorCampaigns.listTitle')}</h2>
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      <ul className="campaign-studio-list">
        {campaigns.map((view) => (
          <li
            key={view.campaignOid}
            className="card campaign-studio-row"
            data-testid="studio-campaign"
          >
            <div className="campaign-studio-text">
              <strong>{view.title}</strong>
              <span className="muted">
                {t('creatorCampaigns.rowMeta', {
                  raised: view.raisedCoins.toLocaleString(locale),
                  goal: view.goalCoins.toLocaleString(locale),
                  count: view.contributors,
                  date: new Date(view.endsAt).toLocaleString(locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </span>
            </div>
            <span className="campaign-studio-state" data-testid="studio-campaign-state">
              {t(`creatorCampaigns.state_${view.state}`)}
            </span>
            {view.state === 'running' ? (
              <div className="row campaign-studio-actions">
                <Button variant="secondary" onClick={() => onEdit(view)}>
                  {t('creatorCampaigns.edit')}
                </Button>
                {view.raisedCoins >= view.goalCoins ? (
                  <Button variant="secondary" onClick={() => void act(view, 'close')}>
                    {t('creatorCampaigns.close')}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => void act(view, 'cancel')}>
                  {t('creatorCampaigns.cancel')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
