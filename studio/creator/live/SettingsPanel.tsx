import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudioResponse } from '../../../platform/live/contract'
import { useAction, useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { EntrySection } from './EntrySection'
import { type EntryAnswer, type EntryChange, liveStudioApi } from './live-api'
import {
  delayMinutes,
  fromLocalInput,
  LIVE_FORM_LIMITS,
  PASSWORD_LIMITS,
  parseTags,
  type SettingsDraft,
  settingsProblems,
  ticketChanged,
  ticketPrice,
  toLocalInput,
} from './live-rules'
import type { Extras } from './settings-extras'
import { ThumbnailSection } from './ThumbnailSection'

/** The form as the studio and its extras stand: passwords blank, a set one kept. */
function draftOf(studio: StudioResponse, extras: Extras): SettingsDraft {
  return {
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
  }
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
  const extras = useData(`settings-extras:${creatorOid}`, async (): Promise<Extras> => {
    const [ticket, moderation, admin, entry, tiers] = await Promise.all([
      liveStudioApi.currentTicket(creatorOid),
      liveStudioApi.moderation(creatorOid),
      isAdmin ? liveStudioApi.adminOptions(creatorOid) : Promise.resolve(null),
      // Entry by tiers, signed-in viewers and password: shown off where the call is missing.
      liveStudioApi.entry(creatorOid).catch(() => null),
      api.get('/account/subscription_tiers', { creatorOid }).then(
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
  })
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
            extras.replace(next)
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
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(studio, extras))
  const hasPassword = extras.entry?.entry.hasPassword ?? false
  const [requirePassword, setRequirePassword] = useState(hasPassword)
  const onAir = studio.state === 'liveOn'
  const [allowBonus, setAllowBonus] = useState(extras.ticket?.allowBonus ?? false)
  const [anonymous, setAnonymous] = useState(extras.useAnonymousChat)
  const [remind, setRemind] = useState(studio.info.remindSubscribers)
  const [listed, setListed] = useState(extras.listOnHomepage ?? true)
  const [tried, setTried] = useState(false)
  const { outcome, setOutcome, busy, act } = useAction()

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

  function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setOutcome(null)
    if (Object.keys(problems).length > 0) return
    void act(async () => {
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
      if (ticketChanged(ticket, wanted))
        ticket = (await liveStudioApi.setTicket(creatorOid, wanted)).ticket
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
    }, t('liveStudio.saved'))
  }

  return (
    <form className="stack" onSubmit={save} noValidate>
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

      <ThumbnailSection
        creatorOid={creatorOid}
        thumbnail={draft.thumbnail}
        error={problem('thumbnail')}
        valid={!problems.thumbnail}
        onChange={(thumbnail) => update({ thumbnail })}
      />

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
