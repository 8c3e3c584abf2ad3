import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../platform/channels/contract'
import { Button, Checkbox, TextField } from '../../web/ui'
import {
  COMMUNITY_LIMITS,
  type ComposerForm,
  type FormProblem,
  formProblem,
  POLL_LIMITS,
} from './composer-form'
import { ImagePicker } from './ImagePicker'

/**
 * The creator's post form: text, who may see it (everyone or chosen tiers) and, for a new
 * post, a poll. Editing leaves the poll as it is: votes were cast on its options.
 */
export function Composer({
  initial,
  tiers,
  withPoll,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ComposerForm
  tiers: readonly TierView[]
  withPoll: boolean
  busy: boolean
  submitLabel: string
  onSubmit: (form: ComposerForm) => Promise<boolean>
  onCancel?: () => void
}) {
  const { t } = useTranslation('player')
  const [form, setForm] = useState(initial)
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const change = (patch: Partial<ComposerForm>) => setForm((current) => ({ ...current, ...patch }))

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = formProblem(form, new Date())
    setProblem(found)
    if (found) return
    if (await onSubmit(form)) setForm(initial)
  }

  return (
    <form className="stack community-composer" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field-label" htmlFor="community-text">
          {t('community.text')}
        </label>
        <textarea
          id="community-text"
          className="field-input community-textarea"
          rows={4}
          maxLength={COMMUNITY_LIMITS.textLength}
          placeholder={t('community.textPlaceholder')}
          value={form.text}
          aria-invalid={problem === 'text' || undefined}
          onChange={(event) => change({ text: event.target.value })}
        />
        {problem === 'text' ? (
          <span className="field-error">{t('community.problem_text')}</span>
        ) : null}
      </div>
      <ImagePicker images={form.images} onChange={(images) => change({ images })} />
      <Visibility form={form} tiers={tiers} problem={problem} change={change} />
      {withPoll ? <PollFields form={form} problem={problem} change={change} /> : null}
      <div className="row community-composer-actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('community.cancel')}
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

type Change = (patch: Partial<ComposerForm>) => void

function Visibility({
  form,
  tiers,
  problem,
  change,
}: {
  form: ComposerForm
  tiers: readonly TierView[]
  problem: FormProblem | null
  change: Change
}) {
  const { t } = useTranslation('player')
  const toggle = (hash: string, on: boolean) =>
    change({
      tierHashes: on ? [...form.tierHashes, hash] : form.tierHashes.filter((item) => item !== hash),
    })
  return (
    <fieldset className="community-visibility">
      <legend className="field-label">{t('community.visibility')}</legend>
      <div className="row community-radios">
        {(['everyone', 'tiers'] as const).map((value) => (
          <label key={value} className="community-radio">
            <input
              type="radio"
              name="community-visibility"
              value={value}
              checked={form.visibility === value}
              disabled={value === 'tiers' && tiers.length === 0}
              onChange={() => change({ visibility: value })}
            />
            {t(`community.${value}`)}
          </label>
        ))}
      </div>
      {tiers.length === 0 ? <p className="muted">{t('community.noTiers')}</p> : null}
      {form.visibility === 'tiers'
        ? tiers.map((tier) => (
            <Checkbox
              key={tier.tierHash}
              label={tier.name}
              checked={form.tierHashes.includes(tier.tierHash)}
              onChange={(event) => toggle(tier.tierHash, event.target.checked)}
            />
          ))
        : null}
      {problem === 'tiers' ? (
        <span className="field-error">{t('community.problem_tiers')}</span>
      ) : null}
    </fieldset>
  )
}

function PollFields({
  form,
  problem,
  change,
}: {
  form: ComposerForm
  problem: FormProblem | null
  change: Change
}) {
  const { t } = useTranslation('player')
  if (!form.pollOn)
    return (
      <div>
        <Button variant="secondary" onClick={() => change({ pollOn: true })}>
          {t('community.addPoll')}
        </Button>
      </div>
    )
  const setOption = (index: number, value: string) =>
    change({ options: form.options.map((option, at) => (at === index ? value : option)) })
  return (
    <fieldset className="stack community-poll-fields">
      <legend className="field-label">{t('community.poll')}</legend>
      <TextField
        label={t('community.pollQuestion')}
        value={form.question}
        maxLength={POLL_LIMITS.questionLength}
        error={problem === 'question' ? t('community.problem_question') : null}
        onChange={(event) => change({ question: event.target.value })}
      />
      {form.options.map((option, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
          key={index}
          label={t('community.pollOption', { number: index + 1 })}
          value={option}
          maxLength={POLL_LIMITS.optionLength}
          onChange={(event) => setOption(index, event.target.value)}
        />
      ))}
      {problem === 'options' ? (
        <span className="field-error">{t('community.problem_options')}</span>
      ) : null}
      <div className="row">
        {form.options.length < POLL_LIMITS.maxOptions ? (
          <Button variant="secondary" onClick={() => change({ options: [...form.options, ''] })}>
            {t('community.addOption')}
          </Button>
        ) : null}
        <Button variant="link" onClick={() => change({ pollOn: false })}>
          {t('community.removePoll')}
        </Button>
      </div>
      <TextField
        label={t('community.pollCloses')}
        type="datetime-local"
        value={form.closesAt}
        error={problem === 'closesAt' ? t('community.problem_closesAt') : null}
        onChange={(event) => change({ closesAt: event.target.value })}
      />
    </fieldset>
  )
}
