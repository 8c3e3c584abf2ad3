import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DonationOptions } from '../../../../platform/live/donations/contract'
import { useAction, useData } from '../../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../../web/ui'
import { LoadState } from '../../shell/LoadState'
import { DonationRecords } from './DonationRecords'
import { donationsApi } from './donations-api'
import { ActiveMissions, MissionSettingsForm } from './MissionsSection'
import { OverlaySection } from './OverlaySection'
import {
  DONATION_FORM_LIMITS,
  hasRouletteProblem,
  type RouletteDraft,
  type RouletteProblem,
  rouletteDraft,
  rouletteProblems,
  rouletteShares,
  toRoulette,
} from './roulette-rules'
import { serverText } from './server-text'
import './donations.css'

/** An item's share of a spin as the language writes a percent; a dash when it cannot be read. */
const formatShare = (share: number | null, language: string) =>
  share === null
    ? '–'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
        share / 100,
      )

/** What the overlay plays: every kind, or one (the `donationSetting` event's donationType). */
const DONATION_TYPE_CHOICES = ['all', 'text', 'roulette', 'mission'] as const

/**
 * The streamer's donations (spec §2 "Screens"): what viewers may send, the roulette, mission
 * terms and the missions waiting, the alert overlay, and who gave what in the last 30 days.
 */
export function DonationsPanel({ creatorOid }: { creatorOid: string }) {
  const options = useData(`donation-options:${creatorOid}`, () => donationsApi.options(creatorOid))
  return (
    <div className="stack live-panel donations-panel" data-testid="donations-panel">
      <LoadState state={options} />
      {options.data ? (
        <>
          <OptionsForm creatorOid={creatorOid} options={options.data} onSaved={options.replace} />
          <MissionSettingsForm
            creatorOid={creatorOid}
            options={options.data}
            onSaved={options.replace}
          />
        </>
      ) : null}
      <ActiveMissions creatorOid={creatorOid} />
      <OverlaySection creatorOid={creatorOid} />
      <DonationRecords creatorOid={creatorOid} />
    </div>
  )
}

function OptionsForm({
  creatorOid,
  options,
  onSaved,
}: {
  creatorOid: string
  options: DonationOptions
  onSaved: (options: DonationOptions) => void
}) {
  const { t, i18n } = useTranslation('creator')
  const counter = useRef(0)
  const nextKey = () => `item-${++counter.current}`
  const [donationType, setDonationType] = useState(options.donationType)
  const [flags, setFlags] = useState({
    useTextDonationEffect: options.useTextDonationEffect,
    useRouletteDonation: options.useRouletteDonation,
    useMissionDonation: options.useMissionDonation,
    useTts: options.useTts,
  })
  const [draft, setDraft] = useState<RouletteDraft>(() => rouletteDraft(options.roulette, nextKey))
  const [tried, setTried] = useState(false)
  const { outcome, setOutcome, busy, act } = useAction({
    failure: (error) => serverText(t, error),
  })
  const problems = rouletteProblems(draft)
  const shares = rouletteShares(draft.items)
  const invalid = hasRouletteProblem(problems)
  // A blank editor (one empty row) is "no roulette", not a roulette with a problem.
  const blank = draft.items.every((item) => !item.name.trim() && !item.probability.trim())
  const show = (problem: RouletteProblem | null) =>
    tried && problem ? t(`liveStudioDonations.${problem}`, DONATION_FORM_LIMITS) : null

  function change(next: RouletteDraft) {
    setDraft(next)
    setOutcome(null)
  }
  function setItem(key: string, field: 'name' | 'probability', value: string) {
    change({
      ...draft,
      items: draft.items.map((item) => (item.key === key ? { ...item, [field]: value } : item)),
    })
  }

  function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    // The roulette goes when it is on or filled in; off and blank removes it. The form's
    // checks only point at fields: the server judges, and its text is what is shown.
    const roulette =
      flags.useRouletteDonation || (!blank && !invalid)
        ? toRoulette(draft)
        : blank
          ? null
          : undefined
    void act(async () => {
      const saved = await donationsApi.saveOptions(creatorOid, {
        donationType,
        donationOptions: { ...flags, ...(roulette !== undefined ? { roulette } : {}) },
      })
      onSaved(saved)
    }, t('liveStudioDonations.optionsSaved'))
  }

  const toggle = (name: keyof typeof flags) => ({
    checked: flags[name],
    onChange: () => {
      setFlags({ ...flags, [name]: !flags[name] })
      setOutcome(null)
    },
  })

  return (
    <form className="stack" onSubmit={save} noValidate>
      <section className="creator-card stack" aria-labelledby="donation-types-title">
        <h2 id="donation-types-title">{t('liveStudioDonations.typesTitle')}</h2>
        <p className="muted">{t('liveStudioDonations.typesLead')}</p>
        <div className="donations-switches">
          <Checkbox
            label={t('liveStudioDonations.textEffect')}
            {...toggle('useTextDonationEffect')}
          />
          <Checkbox
            label={t('liveStudioDonations.useRoulette')}
            {...toggle('useRouletteDonation')}
          />
          <Checkbox label={t('liveStudioDonations.useMission')} {...toggle('useMissionDonation')} />
          <Checkbox label={t('liveStudioDonations.useTts')} {...toggle('useTts')} />
        </div>
        <SelectField
          label={t('liveStudioDonations.donationType')}
          value={donationType}
          options={[
            ...DONATION_TYPE_CHOICES.map((value) => ({
              value,
              label: t(`liveStudioDonations.type_${value}`),
            })),
            // A value saved elsewhere stays choosable rather than silently replaced.
            ...(DONATION_TYPE_CHOICES.includes(
              donationType as (typeof DONATION_TYPE_CHOICES)[number],
            )
              ? []
              : [{ value: donationType, label: donationType }]),
          ]}
          onChange={(event) => {
            setDonationType(event.target.value)
            setOutcome(null)
          }}
        />
        <p className="muted live-note">{t('liveStudioDonations.donationTypeHint')}</p>
      </section>

      <section className="creator-card stack" aria-labelledby="roulette-title">
        <h2 id="roulette-title">{t('liveStudioDonations.rouletteTitle')}</h2>
        <p className="muted">
          {t('liveStudioDonations.rouletteLead', DONATION_FORM_LIMITS)}
          {flags.useRouletteDonation ? null : ` ${t('liveStudioDonations.rouletteOff')}`}
        </p>
        <div className="donations-fee">
          <TextField
            label={t('liveStudioDonations.entryFee')}
            hint={t('liveStudioDonations.entryFeeHint', DONATION_FORM_LIMITS)}
            inputMode="numeric"
            value={draft.entryFee}
            onChange={(event) => change({ ...draft, entryFee: event.target.value })}
            error={show(problems.entryFee)}
          />
        </div>
        <ol className="donations-items" aria-label={t('liveStudioDonations.itemsLabel')}>
          {draft.items.map((item, index) => (
            <li key={item.key} className="donations-item">
              <span className="donations-item-number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="donations-item-name">
                <TextField
                  label={t('liveStudioDonations.itemName', { number: index + 1 })}
                  value={item.name}
                  maxLength={DONATION_FORM_LIMITS.itemNameMax + 10}
                  onChange={(event) => setItem(item.key, 'name', event.target.value)}
                  error={
                    problems.items[index]?.name === 'nameDuplicate'
                      ? t('liveStudioDonations.nameDuplicate')
                      : show(problems.items[index]?.name ?? null)
                  }
                />
              </div>
              <div className="donations-item-weight">
                <TextField
                  label={t('liveStudioDonations.probability', { number: index + 1 })}
                  inputMode="decimal"
                  value={item.probability}
                  onChange={(event) => setItem(item.key, 'probability', event.target.value)}
                  error={show(problems.items[index]?.probability ?? null)}
                />
              </div>
              <output
                className="donations-share"
                aria-label={t('liveStudioDonations.shareLabel', { number: index + 1 })}
              >
                {formatShare(shares[index] ?? null, i18n.language)}
              </output>
              <button
                type="button"
                className="live-chip-remove donations-item-remove"
                aria-label={t('liveStudioDonations.removeItem', {
                  name: item.name.trim() || index + 1,
                })}
                onClick={() =>
                  change({ ...draft, items: draft.items.filter((other) => other.key !== item.key) })
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
        {draft.items.length === 0 ? (
          <p className="muted">{t('liveStudioDonations.noItems')}</p>
        ) : null}
        {tried && problems.list ? (
          <p className="field-error">
            {t(`liveStudioDonations.${problems.list}`, DONATION_FORM_LIMITS)}
          </p>
        ) : null}
        <div className="creator-actions creator-actions-start">
          <Button
            variant="secondary"
            disabled={draft.items.length >= DONATION_FORM_LIMITS.rouletteItemsMax}
            onClick={() =>
              change({
                ...draft,
                items: [...draft.items, { key: nextKey(), name: '', probability: '' }],
              })
            }
          >
            {t('liveStudioDonations.addItem')}
          </Button>
        </div>
      </section>

      <div className="creator-actions">
        <Button type="submit" busy={busy}>
          {t('liveStudioDonations.saveOptions')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  )
}
