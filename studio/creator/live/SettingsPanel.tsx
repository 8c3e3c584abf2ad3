import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../../platform/channels/contract'
import type { StudioResponse } from '../../../platform/live/contract'
import { errorText } from '../../../web/i18n'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import { channelsApi } from '../api'
import { LoadState } from '../shell/LoadState'
import { useLoad } from '../shell/use-load'
import { type EntryAnswer, type EntryChange, liveStudioApi } from './live-api'
import {
  delayMinutes,
  ENTRY_MODES,
  type EntryMode,
  fromLocalInput,
  LIVE_FORM_LIMITS,
  PASSWORD_LIMITS,
  parseTags,
  type SettingsDraft,
  settingsProblems,
  ticketPrice,
  toLocalInput,
} from './live-rules'
import { ThumbnailUpload } from './ThumbnailUpload'

interface Extras {
  ticket: { price: number; allowBonus: boolean } | null
  /** The entry rules, or null where the server has no entry call (only a ticket then). */
  entry: EntryAnswer | null
  tiers: TierView[]
  useAnonymousChat: boolean
  /** Admins only: the platform's listing option (null for a livestreamer, who cannot read it). */
  listOnHomepage: boolean | null
}

/** Stream settings (spec §2 "Live stream settings"): what the next or current live shows. */
export function SettingsPanel({
  creatorOid,
  studio,
  isAdmin,
  onSaved,
}: {
  creatorOid: string
  studio: StudioResponse
  isAdmin: boolean
  onSaved: (studio: StudioResponse) => void
}) {
  const extras = useLoad(async (): Promise<Extras> => {
    const [ticket, moderation, admin, entry, tiers] = await Promise.all([
      liveStudioApi.currentTicket(creatorOid),
      liveStudioApi.moderation(creatorOid),
      isAdmin ? liveStudioApi.adminOptions(creatorOid) : Promise.resolve(null),
      // Entry by tiers, signed-in viewers and password: shown off where the call is missing.
      liveStudioApi.entry(creatorOid).catch(() => null),
      channelsApi.tiers(creatorOid).then(
        (answer) => answer.tiers,
        () => [],
      ),
    ])
    return {
      ticket: ticket.isValid && ticket.ticket ? ticket.ticket : null,
      entry,
      tiers,
      useAnonymousChat: moderation.useAnonymousChat,
      listOnHomepage: admin ? (admin.options.listOnHomepage ?? true) : null,
    }
  }, `settings-extras:${creatorOid}`)
  return (
    <div className="stack live-panel">
      <LoadState state={extras} />
      {extras.data ? (
        <SettingsForm
          creatorOid={creatorOid}
          studio={studio}
          extras={extras.data}
          onSaved={(saved, next) => {
            onSaved(saved)
            extras.set(next)
          }}
        />
      ) : null}
    </div>
  )
}

function SettingsForm({
  creatorOid,
  studio,
  extras,
  onSaved,
}: {
  creatorOid: string
  studio: StudioResponse
  extras: Extras
  onSaved: (studio: StudioResponse, extras: Extras) => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<SettingsDraft>(() => ({
    title: studio.info.title,
    info: studio.info.info,
    tags: studio.info.tags.map((tag) => `#${tag}`).join(' '),
    isAdultContent: studio.info.isAdultContent,
    thumbnail: studio.info.thumbnail ?? '',
    date: toLocalInput(studio.info.date),
    entry: extras.entry?.entry.mode ?? 'everyone',
    tierHashes: extras.entry?.entry.tierHashes ?? [],
    sellTicket: extras.ticket !== null,
    ticketPrice: extras.ticket ? String(extras.ticket.price) : '',
    password: 'keep',
    newPassword: '',
    passwordRepeat: '',
    delayMinutes: '',
  }))
  const hasPassword = extras.entry?.entry.hasPassword ?? false
  const [requirePassword, setRequirePassword] = useState(hasPassword)
  const onAir = studio.state === 'liveOn'
  const [allowBonus, setAllowBonus] = useState(extras.ticket?.allowBonus ?? false)
  const [anonymous, setAnonymous] = useState(extras.useAnonymousChat)
  const [remind, setRemind] = useState(studio.info.remindSubscribers)
  const [listed, setListed] = useState(extras.listOnHomepage ?? true)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  // The address whose image failed to load: the preview says so instead of a broken icon.
  const [brokenImage, setBrokenImage] = useState<string | null>(null)

  // Unchanged fields keep a set password; unticking removes it.
  const passwordMode: SettingsDraft['password'] = !requirePassword
    ? hasPassword
      ? 'remove'
      : 'keep'
    : hasPassword && !draft.newPassword && !draft.passwordRepeat
      ? 'keep'
      : 'set'
  const problems = settingsProblems({ ...draft, password: passwordMode })
  const problem = (field: keyof typeof problems) => {
    const key = problems[field]
    if (!key) return null
    // A missing value speaks once the creator tried to save; a broken one at once.
    const missing =
      key.endsWith('Required') ||
      (field === 'ticketPrice' && !draft.ticketPrice) ||
      (field === 'password' && !draft.newPassword) ||
      (field === 'passwordRepeat' && !draft.passwordRepeat)
    if (!tried && missing) return null
    return t(`liveStudio.${key}`, { ...LIVE_FORM_LIMITS, ...PASSWORD_LIMITS })
  }
  const update = (patch: Partial<SettingsDraft>) => setDraft({ ...draft, ...patch })

  async function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setOutcome(null)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      const saved = await liveStudioApi.saveStudio(creatorOid, {
        title: draft.title.trim(),
        info: draft.info,
        tags: parseTags(draft.tags),
        isAdultContent: draft.isAdultContent,
        thumbnail: draft.thumbnail.trim(),
        date: fromLocalInput(draft.date) as string,
        remindSubscribers: remind,
      })
      // A new ticket expires the old one (its buyers lose entry), so only a change issues one.
      const wanted = draft.sellTicket
        ? { price: ticketPrice(draft.ticketPrice) as number, allowBonus }
        : null
      let ticket = extras.ticket
      const same =
        (wanted === null && ticket === null) ||
        (wanted !== null &&
          ticket !== null &&
          wanted.price === ticket.price &&
          wanted.allowBonus === ticket.allowBonus)
      if (!same) {
        const answer = await liveStudioApi.setTicket(creatorOid, wanted)
        ticket = answer.ticket
      }
      let entry = extras.entry
      const change = entryChange(extras.entry, draft, passwordMode)
      if (change) {
        entry = await liveStudioApi.saveEntry(
          creatorOid,
          change,
          onAir ? (delayMinutes(draft.delayMinutes) ?? 0) : 0,
        )
        setDraft((current) => ({ ...current, newPassword: '', passwordRepeat: '' }))
      }
      if (anonymous !== extras.useAnonymousChat)
        await liveStudioApi.setAnonymousChat(creatorOid, anonymous)
      if (extras.listOnHomepage !== null && listed !== extras.listOnHomepage)
        await liveStudioApi.mergeAdminOptions(creatorOid, { listOnHomepage: listed })
      onSaved(saved, {
        ...extras,
        entry,
        ticket: ticket ? { price: ticket.price, allowBonus: ticket.allowBonus } : null,
        useAnonymousChat: anonymous,
        listOnHomepage: extras.listOnHomepage === null ? null : listed,
      })
      setOutcome({ tone: 'success', text: t('liveStudio.saved') })
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  const thumbnailOk = !problems.thumbnail
  return (
    <form className="stack" onSubmit={(event) => void save(event)} noValidate>
      <section className="creator-card stack">
        <h2>{t('liveStudio.streamTitle')}</h2>
        <TextField
          label={t('liveStudio.titleLabel')}
          value={draft.title}
          maxLength={LIVE_FORM_LIMITS.titleMax + 20}
          onChange={(event) => update({ title: event.target.value })}
          error={problem('title')}
        />
        <div className="field">
          <label className="field-label" htmlFor="live-info">
            {t('liveStudio.infoLabel')}
          </label>
          <textarea
            id="live-info"
            className="field-input creator-textarea"
            value={draft.info}
            onChange={(event) => update({ info: event.target.value })}
            aria-invalid={problems.info ? true : undefined}
          />
          {problems.info ? <span className="field-error">{problem('info')}</span> : null}
        </div>
        <div className="creator-grid">
          <TextField
            label={t('liveStudio.tagsLabel')}
            hint={t('liveStudio.tagsHint', LIVE_FORM_LIMITS)}
            value={draft.tags}
            onChange={(event) => update({ tags: event.target.value })}
            error={problem('tags')}
          />
          <TextField
            label={t('liveStudio.dateLabel')}
            type="datetime-local"
            value={draft.date}
            onChange={(event) => update({ date: event.target.value })}
            error={problem('date')}
          />
        </div>
        <Checkbox
          label={t('liveStudio.adult')}
          checked={draft.isAdultContent}
          onChange={(event) => update({ isAdultContent: event.target.checked })}
        />
      </section>

      <section className="creator-card stack">
        <h2>{t('liveStudio.thumbnailTitle')}</h2>
        <div className="live-thumbnail-row">
          <div className="live-thumbnail-preview" aria-hidden="true">
            {thumbnailOk && brokenImage !== draft.thumbnail.trim() ? (
              <img
                src={draft.thumbnail.trim()}
                alt=""
                onError={() => setBrokenImage(draft.thumbnail.trim())}
              />
            ) : (
              <span>{thumbnailOk ? t('liveStudio.thumbnailUnreachable') : '16:9'}</span>
            )}
          </div>
          <div className="stack live-grow">
            <TextField
              label={t('liveStudio.thumbnailLabel')}
              hint={t('liveStudio.thumbnailHint')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft.thumbnail}
              onChange={(event) => update({ thumbnail: event.target.value })}
              error={problem('thumbnail')}
            />
            <ThumbnailUpload
              creatorOid={creatorOid}
              onUploaded={(url) => update({ thumbnail: url })}
            />
          </div>
        </div>
      </section>

      <EntrySection
        extras={extras}
        draft={draft}
        update={update}
        problem={problem}
        allowBonus={allowBonus}
        setAllowBonus={setAllowBonus}
        requirePassword={requirePassword}
        setRequirePassword={setRequirePassword}
        onAir={onAir}
      />

      <section className="creator-card stack">
        <h2>{t('liveStudio.chatTitle')}</h2>
        <Checkbox
          label={t('liveStudio.anonymousChat')}
          checked={anonymous}
          onChange={(event) => setAnonymous(event.target.checked)}
        />
        {extras.listOnHomepage !== null ? (
          <Checkbox
            label={t('liveStudio.listOnHomepage')}
            checked={listed}
            onChange={(event) => setListed(event.target.checked)}
          />
        ) : (
          <div className="live-unavailable">
            <Checkbox label={t('liveStudio.listOnHomepage')} checked={false} disabled readOnly />
            <p className="muted live-note">{t('liveStudio.listOnHomepageAdmin')}</p>
          </div>
        )}
        <Checkbox
          label={t('liveStudio.remindSubscribers')}
          checked={remind}
          onChange={(event) => setRemind(event.target.checked)}
        />
      </section>

      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions">
        <Button type="submit" busy={busy}>
          {t('liveStudio.save')}
        </Button>
      </div>
    </form>
  )
}

/** The change for `POST /live/entry`, or null when nothing about entry changed. */
function entryChange(
  current: EntryAnswer | null,
  draft: SettingsDraft,
  password: SettingsDraft['password'],
): EntryChange | null {
  if (!current) return null
  const tierHashes = draft.entry === 'tiers' ? draft.tierHashes : []
  const sameTiers =
    tierHashes.length === current.entry.tierHashes.length &&
    tierHashes.every((hash) => current.entry.tierHashes.includes(hash))
  if (draft.entry === current.entry.mode && sameTiers && password === 'keep') return null
  return {
    mode: draft.entry,
    ...(draft.entry === 'tiers' ? { tierHashes } : {}),
    ...(password === 'remove' ? { password: null } : {}),
    ...(password === 'set'
      ? { password: draft.newPassword, passwordRepeat: draft.passwordRepeat }
      : {}),
  }
}

function EntrySection({
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
  const { t, i18n } = useTranslation()
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
  const { t } = useTranslation()
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
