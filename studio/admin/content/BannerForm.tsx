import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  BannerKind,
  BannerPlacement,
  BannerSummary,
} from '../../../platform/content/banners/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../web/ui'
import { UserFinder } from '../UserFinder'
import { discoveryApi } from './discovery-api'

export const PLACEMENTS: BannerPlacement[] = ['home-top', 'search', 'live']
const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const

interface BannerDraft {
  title: string
  imageUrl: string
  linkUrl: string
  placement: BannerPlacement
  languages: string[]
  countries: string
  startsAt: string
  endsAt: string
  order: string
  creator: { oid: string; nickname: string } | null
}

/** A date and time as a `datetime-local` field holds it, in the admin's own time zone. */
function localField(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

function draftOf(stored: BannerSummary | null): BannerDraft {
  if (!stored) {
    const now = new Date()
    return {
      title: '',
      imageUrl: '',
      linkUrl: '',
      placement: 'home-top',
      languages: [],
      countries: '',
      startsAt: localField(now),
      endsAt: localField(new Date(now.getTime() + 7 * 86_400_000)),
      order: '0',
      creator: null,
    }
  }
  return {
    title: stored.title,
    imageUrl: stored.imageUrl,
    linkUrl: stored.linkUrl,
    placement: stored.placement,
    languages: stored.languages,
    countries: stored.countries.join(', '),
    startsAt: localField(new Date(stored.startsAt)),
    endsAt: localField(new Date(stored.endsAt)),
    order: String(stored.order),
    creator: stored.creatorOid
      ? { oid: stored.creatorOid, nickname: stored.creatorNickname ?? stored.creatorOid }
      : null,
  }
}

const instant = (field: string) => {
  const at = new Date(field)
  return Number.isNaN(at.getTime()) ? field : at.toISOString()
}

/** A banner's fields; saving keeps it (or takes it back to) a draft until it is published. */
export function BannerForm({
  kind,
  stored,
  onSaved,
}: {
  kind: BannerKind
  stored: BannerSummary | null
  onSaved: () => void
}) {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [draft, setDraft] = useState<BannerDraft>(() => draftOf(stored))
  const set = (change: Partial<BannerDraft>) => setDraft((value) => ({ ...value, ...change }))

  // Not a form: the creator finder holds a search form of its own, and forms do not nest.
  async function save() {
    const saved = await act(
      () =>
        discoveryApi.saveBanner({
          ...(stored ? { bannerOid: stored.bannerOid } : {}),
          kind,
          ...(kind === 'creator' && draft.creator ? { creatorOid: draft.creator.oid } : {}),
          ...(kind === 'platform' ? { linkUrl: draft.linkUrl } : {}),
          title: draft.title,
          imageUrl: draft.imageUrl,
          placement: draft.placement,
          languages: draft.languages,
          countries: draft.countries.split(/[,\s]+/).filter(Boolean),
          startsAt: instant(draft.startsAt),
          endsAt: instant(draft.endsAt),
          order: Number(draft.order),
        }),
      t('admin.ban_saved'),
    )
    if (saved) onSaved()
  }

  return (
    <div className="stack">
      {kind === 'creator' ? (
        <CreatorPick creator={draft.creator} onPick={(creator) => set({ creator })} />
      ) : null}
      <TextField
        label={t('admin.ban_title')}
        value={draft.title}
        maxLength={80}
        onChange={(event) => set({ title: event.target.value })}
      />
      <ImageField imageUrl={draft.imageUrl} onUploaded={(imageUrl) => set({ imageUrl })} />
      {kind === 'platform' ? (
        <TextField
          label={t('admin.ban_link')}
          hint={t('admin.ban_linkHint')}
          value={draft.linkUrl}
          maxLength={500}
          onChange={(event) => set({ linkUrl: event.target.value })}
        />
      ) : null}
      <div className="ban-grid">
        <SelectField
          label={t('admin.ban_placement')}
          value={draft.placement}
          options={PLACEMENTS.map((value) => ({ value, label: t(`admin.ban_place_${value}`) }))}
          onChange={(event) => set({ placement: event.target.value as BannerPlacement })}
        />
        <TextField
          label={t('admin.ban_order')}
          hint={t('admin.ban_orderHint')}
          type="number"
          min={0}
          max={999}
          value={draft.order}
          onChange={(event) => set({ order: event.target.value })}
        />
        <TextField
          label={t('admin.ban_starts')}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
        <TextField
          label={t('admin.ban_ends')}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(event) => set({ endsAt: event.target.value })}
        />
      </div>
      <fieldset className="disc-inputs">
        <legend>{t('admin.ban_languages')}</legend>
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            label={t(`admin.language_${language}`)}
            checked={draft.languages.includes(language)}
            onChange={(event) =>
              set({
                languages: event.target.checked
                  ? [...draft.languages, language]
                  : draft.languages.filter((one) => one !== language),
              })
            }
          />
        ))}
      </fieldset>
      <TextField
        label={t('admin.ban_countries')}
        hint={t('admin.ban_countriesHint')}
        value={draft.countries}
        onChange={(event) => set({ countries: event.target.value.toUpperCase() })}
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="admin-actions">
        <Button busy={busy} onClick={() => void save()}>
          {t('admin.ban_save')}
        </Button>
      </div>
    </div>
  )
}

function ImageField({
  imageUrl,
  onUploaded,
}: {
  imageUrl: string
  onUploaded: (url: string) => void
}) {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  async function upload(file: File | undefined) {
    if (!file) return
    await act(async () => onUploaded(await discoveryApi.uploadImage(file)), t('admin.ban_uploaded'))
  }
  return (
    <div className="field stack">
      <label className="field-label" htmlFor="ban-image">
        {t('admin.ban_image')}
      </label>
      <input
        id="ban-image"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={busy}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <p className="muted">{t('admin.ban_imageHint')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {imageUrl ? (
        <img className="ban-preview" src={imageUrl} alt={t('admin.ban_preview')} />
      ) : null}
    </div>
  )
}

function CreatorPick({
  creator,
  onPick,
}: {
  creator: { oid: string; nickname: string } | null
  onPick: (creator: { oid: string; nickname: string }) => void
}) {
  const { t } = useTranslation('studio')
  return (
    <fieldset className="disc-inputs stack">
      <legend>{t('admin.ban_creator')}</legend>
      <p className={creator ? undefined : 'muted'}>
        {creator
          ? t('admin.ban_creatorChosen', { name: creator.nickname })
          : t('admin.ban_noCreator')}
      </p>
      <UserFinder
        chosen={null}
        onChoose={(user) => onPick({ oid: user.oid, nickname: user.nickname })}
      />
    </fieldset>
  )
}
