/**
 * The campaign form: title, description, image address, goal in coins, end time and optional
 * rewards. Once someone has contributed, the goal and the end are shown but locked.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { api } from '../../../web/session'
import { Alert, Button, TextField } from '../../../web/ui'
import {
  type CampaignDraft,
  type DraftProblem,
  draftProblems,
  draftToInput,
  type TierDraft,
} from './campaign-form'

export function CampaignForm({
  initial,
  lockedEndsAt,
  onSaved,
  onCancel,
}: {
  initial: CampaignDraft
  lockedEndsAt: string | undefined
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState(initial)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const problems = draftProblems(draft, new Date())
  const has = (problem: DraftProblem) => problems.includes(problem)
  const set = (changes: Partial<CampaignDraft>) => setDraft((value) => ({ ...value, ...changes }))

  async function save() {
    setPending(true)
    setError(null)
    try {
      await api.post('/content/campaign', draftToInput(draft, lockedEndsAt))
      onSaved()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className="creator-card stack campaign-form"
      aria-labelledby="campaign-form-title"
      onSubmit={(event) => {
        event.preventDefault()
        if (problems.length === 0) void save()
      }}
    >
      <h2 id="campaign-form-title">
        {t(draft.campaignOid ? 'creatorCampaigns.editTitle' : 'creatorCampaigns.newTitle')}
      </h2>
      <TextField
        label={t('creatorCampaigns.name')}
        value={draft.title}
        maxLength={100}
        required
        onChange={(event) => set({ title: event.target.value })}
        data-testid="campaign-title"
      />
      <div className="field">
        <label className="field-label" htmlFor="campaign-description">
          {t('creatorCampaigns.description')}
        </label>
        <textarea
          id="campaign-description"
          className="field-input creator-textarea"
          value={draft.description}
          maxLength={5000}
          rows={4}
          onChange={(event) => set({ description: event.target.value })}
          data-testid="campaign-description"
        />
      </div>
      <TextField
        label={t('creatorCampaigns.image')}
        hint={t('creatorCampaigns.imageHint')}
        value={draft.imageUrl}
        maxLength={500}
        onChange={(event) => set({ imageUrl: event.target.value })}
      />
      <div className="campaign-form-numbers">
        <TextField
          label={t('creatorCampaigns.goal')}
          hint={t(draft.termsLocked ? 'creatorCampaigns.locked' : 'creatorCampaigns.goalHint')}
          inputMode="numeric"
          value={draft.goalCoins}
          disabled={draft.termsLocked}
          error={has('goal') && draft.goalCoins ? t('creatorCampaigns.problem_goal') : null}
          onChange={(event) => set({ goalCoins: event.target.value })}
          data-testid="campaign-goal"
        />
        <TextField
          label={t('creatorCampaigns.endsAt')}
          hint={t(draft.termsLocked ? 'creatorCampaigns.locked' : 'creatorCampaigns.endsAtHint')}
          type="datetime-local"
          value={draft.endsAt}
          disabled={draft.termsLocked}
          error={has('endsAt') ? t('creatorCampaigns.problem_endsAt') : null}
          onChange={(event) => set({ endsAt: event.target.value })}
          data-testid="campaign-ends"
        />
      </div>
      <Tiers tiers={draft.tiers} onChange={(tiers) => set({ tiers })} invalid={has('tiers')} />
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      <div className="row">
        <Button
          type="submit"
          busy={pending}
          disabled={problems.length > 0}
          data-testid="campaign-save"
        >
          {t(draft.campaignOid ? 'creatorCampaigns.update' : 'creatorCampaigns.save')}
        </Button>
        {draft.campaignOid ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('creatorCampaigns.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function Tiers({
  tiers,
  onChange,
  invalid,
}: {
  tiers: TierDraft[]
  onChange: (tiers: TierDraft[]) => void
  invalid: boolean
}) {
  const { t } = useTranslation('creator')
  const setTier = (index: number, changes: Partial<TierDraft>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...changes } : tier)))
  return (
    <fieldset className="stack campaign-tiers">
      <legend>{t('creatorCampaigns.rewards')}</legend>
      {tiers.map((tier, index) => (
        // Tiers have no id until saved; their place is who they are while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: a draft row's place is its identity
        <div key={index} className="campaign-tier">
          <TextField
            label={t('creatorCampaigns.rewardTitle')}
            value={tier.title}
            maxLength={60}
            onChange={(event) => setTier(index, { title: event.target.value })}
          />
          <TextField
            label={t('creatorCampaigns.rewardCoins')}
            inputMode="numeric"
            value={tier.minCoins}
            onChange={(event) => setTier(index, { minCoins: event.target.value })}
          />
          <TextField
            label={t('creatorCampaigns.rewardDescription')}
            value={tier.description}
            maxLength={500}
            onChange={(event) => setTier(index, { description: event.target.value })}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange(tiers.filter((_, at) => at !== index))}
          >
            {t('creatorCampaigns.removeReward')}
          </Button>
        </div>
      ))}
      {invalid ? <p className="field-error">{t('creatorCampaigns.problem_tiers')}</p> : null}
      {tiers.length < 10 ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange([...tiers, { title: '', minCoins: '', description: '' }])}
          >
            {t('creatorCampaigns.addReward')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
