import { useTranslation } from 'react-i18next'
import { Alert, Checkbox, TextField } from '../../../web/ui'
import {
  ENTRY_MODES,
  type EntryMode,
  type SettingsDraft,
  type settingsProblems,
} from './live-rules'
import type { Extras } from './settings-extras'

/** Who may enter the live: everyone, the signed-in, chosen tiers; a password; a ticket. */
export function EntrySection({
  extras,
  draft,
  update,
  problem,
  allowBonus,
  setAllowBonus,
  requirePassword,
  setRequirePassword,
  onAir,
}: {
  extras: Extras
  draft: SettingsDraft
  update: (patch: Partial<SettingsDraft>) => void
  problem: (field: keyof SettingsProblemsShape) => string | null
  allowBonus: boolean
  setAllowBonus: (value: boolean) => void
  requirePassword: boolean
  setRequirePassword: (value: boolean) => void
  onAir: boolean
}) {
  const { t, i18n } = useTranslation('creator')
  const rules = extras.entry
  const hasPassword = rules?.entry.hasPassword ?? false
  const toggleTier = (tierHash: string, on: boolean) =>
    update({
      tierHashes: on
        ? [...draft.tierHashes.filter((hash) => hash !== tierHash), tierHash]
        : draft.tierHashes.filter((hash) => hash !== tierHash),
    })
  return (
    <section className="creator-card stack">
      <h2>{t('liveStudio.entryTitle')}</h2>
      {rules?.pending ? (
        <Alert tone="info">
          {t('liveStudio.entryPending', {
            date: new Date(rules.pending.appliesAt).toLocaleString(i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Alert>
      ) : null}
      <fieldset className="live-fieldset">
        <legend className="field-label">{t('liveStudio.entryLegend')}</legend>
        <div className="live-options">
          {ENTRY_MODES.map((mode) => (
            <EntryOption
              key={mode}
              mode={mode}
              available={mode === 'everyone' || rules !== null}
              checked={draft.entry === mode}
              onChoose={() => update({ entry: mode })}
            />
          ))}
        </div>
      </fieldset>
      {draft.entry === 'tiers' && rules ? (
        <fieldset className="live-fieldset">
          <legend className="field-label">{t('liveStudio.tiersLegend')}</legend>
          {extras.tiers.length === 0 ? (
            <p className="muted live-note">{t('liveStudio.noTiers')}</p>
          ) : (
            <div className="creator-grid">
              {extras.tiers.map((tier) => (
                <Checkbox
                  key={tier.tierHash}
                  label={tier.name}
                  checked={draft.tierHashes.includes(tier.tierHash)}
                  onChange={(event) => toggleTier(tier.tierHash, event.target.checked)}
                />
              ))}
            </div>
          )}
          {problem('tiers') ? <span className="field-error">{problem('tiers')}</span> : null}
        </fieldset>
      ) : null}

      <div className="live-condition stack">
        <Checkbox
          label={t('liveStudio.sellTicket')}
          checked={draft.sellTicket}
          onChange={(event) => update({ sellTicket: event.target.checked })}
        />
        {draft.sellTicket ? (
          <div className="stack live-indent">
            <div className="creator-grid">
              <TextField
                label={t('liveStudio.ticketPriceLabel')}
                hint={t('liveStudio.ticketPriceHint')}
                inputMode="numeric"
                value={draft.ticketPrice}
                onChange={(event) => update({ ticketPrice: event.target.value })}
                error={problem('ticketPrice')}
              />
            </div>
            <Checkbox
              label={t('liveStudio.allowBonus')}
              checked={allowBonus}
              onChange={(event) => setAllowBonus(event.target.checked)}
            />
            {extras.ticket ? (
              <p className="muted live-note">{t('liveStudio.ticketChangeNote')}</p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={rules ? 'live-condition stack' : 'live-condition live-unavailable'}>
        <Checkbox
          label={t('liveStudio.requirePassword')}
          checked={rules ? requirePassword : false}
          disabled={!rules}
          onChange={(event) => setRequirePassword(event.target.checked)}
        />
        {!rules ? <p className="muted live-note">{t('liveStudio.notAvailableYet')}</p> : null}
        {rules && requirePassword ? (
          <div className="stack live-indent">
            {hasPassword ? <p className="muted live-note">{t('liveStudio.passwordKeep')}</p> : null}
            <div className="creator-grid">
              <TextField
                label={t('liveStudio.passwordLabel')}
                type="password"
                autoComplete="new-password"
                value={draft.newPassword}
                onChange={(event) => update({ newPassword: event.target.value })}
                error={problem('password')}
              />
              <TextField
                label={t('liveStudio.passwordRepeatLabel')}
                type="password"
                autoComplete="new-password"
                value={draft.passwordRepeat}
                onChange={(event) => update({ passwordRepeat: event.target.value })}
                error={problem('passwordRepeat')}
              />
            </div>
          </div>
        ) : null}
      </div>

      {rules && onAir ? (
        <div className="creator-grid">
          <TextField
            label={t('liveStudio.delayLabel')}
            hint={t('liveStudio.delayHint')}
            inputMode="numeric"
            value={draft.delayMinutes}
            onChange={(event) => update({ delayMinutes: event.target.value })}
            error={problem('delay')}
          />
        </div>
      ) : null}
    </section>
  )
}

type SettingsProblemsShape = ReturnType<typeof settingsProblems>

function EntryOption({
  mode,
  available,
  checked,
  onChoose,
}: {
  mode: EntryMode
  available: boolean
  checked: boolean
  onChoose: () => void
}) {
  const { t } = useTranslation('creator')
  return (
    <label className={available ? 'live-option' : 'live-option live-option-off'}>
      <input
        type="radio"
        name="live-entry"
        value={mode}
        checked={checked}
        disabled={!available}
        onChange={onChoose}
      />
      <span className="live-option-text">
        <span className="live-option-name">{t(`liveStudio.entry_${mode}`)}</span>
        <span className="muted live-option-hint">
          {available ? t(`liveStudio.entryHint_${mode}`) : t('liveStudio.notAvailableYet')}
        </span>
      </span>
    </label>
  )
}
