import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COHOST_LIMITS, type CohostSettings } from '../../../../platform/live/cohost/contract'
import { useAction, useData } from '../../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../../web/ui'
import { LoadState } from '../../shell/LoadState'
import { CohostBudgetCard } from './CohostBudgetCard'
import { cohostApi } from './cohost-api'
import {
  type CohostDraft,
  type CohostField,
  type CohostStory,
  characterNamesOf,
  cohostDraft,
  cohostProblems,
  publishedStories,
  toCohostSettings,
} from './cohost-form'
import './cohost.css'

/**
 * The live co-host (docs/live/COHOST.md): a character of one of the creator's published
 * stories answers the chat and chosen events, paid from the creator's credits. The settings,
 * then what it spent now (asked again every few seconds) and the mute switch.
 */
export function CohostPanel({ creatorOid }: { creatorOid: string }) {
  const settings = useData(`cohost:${creatorOid}`, () => cohostApi.settings(creatorOid))
  const stories = useData('cohost-stories', async () =>
    publishedStories(await cohostApi.myStories()),
  )
  return (
    <div className="stack live-panel cohost-panel" data-testid="cohost-panel">
      <LoadState state={settings} />
      {settings.data && stories.data ? (
        <>
          <CohostBudgetCard
            creatorOid={creatorOid}
            muted={settings.data.muted}
            onMuted={(muted) => settings.data && settings.replace({ ...settings.data, muted })}
          />
          <CohostForm
            creatorOid={creatorOid}
            settings={settings.data}
            stories={stories.data}
            onSaved={settings.replace}
          />
        </>
      ) : (
        <LoadState state={stories} />
      )}
    </div>
  )
}

function CohostForm({
  creatorOid,
  settings,
  stories,
  onSaved,
}: {
  creatorOid: string
  settings: CohostSettings
  stories: CohostStory[]
  onSaved: (settings: CohostSettings) => void
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState<CohostDraft>(() => cohostDraft(settings))
  const [tried, setTried] = useState(false)
  const { outcome, setOutcome, busy, act } = useAction()
  const voices = useData(`cohost-voices:${creatorOid}`, () => cohostApi.voices(creatorOid))
  // The cast of the chosen story, read from its canvas (the server checks the published one).
  const cast = useData(draft.storyOid ? `cohost-cast:${draft.storyOid}` : null, async () =>
    characterNamesOf((await cohostApi.canvas(draft.storyOid)).canvas),
  )
  const problems = cohostProblems(draft)
  const show = (field: CohostField) => {
    const problem = problems[field]
    return tried && problem ? t(`liveCohost.${problem}`, COHOST_LIMITS) : null
  }
  const change = (next: Partial<CohostDraft>) => {
    setDraft({ ...draft, ...next })
    setOutcome(null)
  }
  function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    const body = toCohostSettings(creatorOid, draft, stories)
    if (!body) return
    void act(async () => onSaved(await cohostApi.save(body)), t('liveCohost.saved'))
  }

  const names = cast.data ?? []
  // A saved name the canvas no longer has stays choosable, so opening the tab changes nothing.
  const characters =
    draft.characterName && !names.includes(draft.characterName)
      ? [draft.characterName, ...names]
      : names
  const voiceList = voices.data?.enabled ? voices.data.voices.filter((voice) => voice.use) : []
  const personaLength = draft.persona.trim().length

  return (
    <form className="stack" onSubmit={save} noValidate>
      <section className="creator-card stack" aria-labelledby="cohost-character-title">
        <h2 id="cohost-character-title">{t('liveCohost.characterTitle')}</h2>
        <p className="muted">{t('liveCohost.lead')}</p>
        {stories.length === 0 ? (
          <p className="live-note cohost-empty">{t('liveCohost.noStories')}</p>
        ) : null}
        <div className="creator-grid">
          <div>
            <SelectField
              label={t('liveCohost.story')}
              placeholder={t('liveCohost.storyPlaceholder')}
              value={draft.storyOid}
              invalid={!!show('storyOid')}
              options={stories.map((story) => ({ value: story.contentOid, label: story.title }))}
              onChange={(event) => change({ storyOid: event.target.value, characterName: '' })}
            />
            {show('storyOid') ? <span className="field-error">{show('storyOid')}</span> : null}
          </div>
          <div>
            <SelectField
              label={t('liveCohost.character')}
              placeholder={
                cast.loading && draft.storyOid
                  ? t('common.loading')
                  : t('liveCohost.characterPlaceholder')
              }
              value={draft.characterName}
              disabled={!draft.storyOid}
              invalid={!!show('characterName')}
              options={characters.map((name) => ({ value: name, label: name }))}
              onChange={(event) => change({ characterName: event.target.value })}
            />
            {show('characterName') ? (
              <span className="field-error">{show('characterName')}</span>
            ) : draft.storyOid && cast.data && names.length === 0 ? (
              <span className="field-hint">{t('liveCohost.noCharacters')}</span>
            ) : null}
          </div>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="cohost-persona">
            {t('liveCohost.persona')}
          </label>
          <textarea
            id="cohost-persona"
            className="field-input creator-textarea cohost-persona"
            value={draft.persona}
            placeholder={t('liveCohost.personaPlaceholder')}
            aria-describedby="cohost-persona-count"
            aria-invalid={show('persona') ? true : undefined}
            onChange={(event) => change({ persona: event.target.value })}
          />
          <span
            id="cohost-persona-count"
            className={`field-hint cohost-count${personaLength > COHOST_LIMITS.personaMax ? ' is-over' : ''}`}
          >
            {t('liveCohost.personaCount', { count: personaLength, max: COHOST_LIMITS.personaMax })}
          </span>
          {show('persona') ? <span className="field-error">{show('persona')}</span> : null}
        </div>
      </section>

      <TriggersSection draft={draft} change={change} show={show} />

      <section className="creator-card stack" aria-labelledby="cohost-voice-budget-title">
        <h2 id="cohost-voice-budget-title">{t('liveCohost.voiceBudgetTitle')}</h2>
        <div className="creator-grid">
          {voiceList.length > 0 || draft.voice ? (
            <SelectField
              label={t('liveCohost.voice')}
              value={draft.voice}
              options={[
                { value: '', label: t('liveCohost.voiceNone') },
                ...voiceList.map((voice) => ({ value: voice.voiceId, label: voice.name })),
                ...(draft.voice && !voiceList.some((voice) => voice.voiceId === draft.voice)
                  ? [{ value: draft.voice, label: draft.voice }]
                  : []),
              ]}
              onChange={(event) => change({ voice: event.target.value })}
            />
          ) : (
            <p className="live-note muted">
              {voices.loading ? t('common.loading') : t('liveCohost.voiceUnavailable')}
            </p>
          )}
        </div>
        <div className="creator-grid">
          <TextField
            label={t('liveCohost.monthlyAllowance')}
            hint={t('liveCohost.monthlyAllowanceHint')}
            inputMode="numeric"
            value={draft.monthlyAllowance}
            error={show('monthlyAllowance')}
            onChange={(event) => change({ monthlyAllowance: event.target.value })}
          />
          <TextField
            label={t('liveCohost.streamCap')}
            hint={t('liveCohost.streamCapHint')}
            inputMode="numeric"
            value={draft.streamCap}
            error={show('streamCap')}
            onChange={(event) => change({ streamCap: event.target.value })}
          />
        </div>
      </section>

      <div className="creator-actions">
        <Button type="submit" busy={busy}>
          {t('liveCohost.save')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  )
}

/** What the co-host answers: mentions, donations from a number of coins, missions, roulette. */
function TriggersSection({
  draft,
  change,
  show,
}: {
  draft: CohostDraft
  change: (next: Partial<CohostDraft>) => void
  show: (field: CohostField) => string | null
}) {
  const { t } = useTranslation('creator')
  const toggle = (name: keyof CohostDraft['triggers']) => ({
    checked: draft.triggers[name],
    onChange: () => change({ triggers: { ...draft.triggers, [name]: !draft.triggers[name] } }),
  })
  return (
    <section className="creator-card stack" aria-labelledby="cohost-triggers-title">
      <h2 id="cohost-triggers-title">{t('liveCohost.triggersTitle')}</h2>
      <p className="muted">{t('liveCohost.triggersLead')}</p>
      <div className="cohost-switches">
        <Checkbox label={t('liveCohost.mentions')} {...toggle('mentions')} />
        <div className="cohost-donations">
          <Checkbox
            label={t('liveCohost.donations')}
            checked={draft.donations}
            onChange={() => change({ donations: !draft.donations })}
          />
          {/* The minimum belongs to the donations switch: indented under it, asked when on. */}
          {draft.donations ? (
            <div className="cohost-number">
              <TextField
                label={t('liveCohost.donationMin')}
                inputMode="numeric"
                value={draft.donationMin}
                error={show('donationMin')}
                onChange={(event) => change({ donationMin: event.target.value })}
              />
            </div>
          ) : null}
        </div>
        <Checkbox label={t('liveCohost.missionAccepted')} {...toggle('missionAccepted')} />
        <Checkbox label={t('liveCohost.missionFinished')} {...toggle('missionFinished')} />
        <Checkbox label={t('liveCohost.roulette')} {...toggle('roulette')} />
      </div>
    </section>
  )
}
