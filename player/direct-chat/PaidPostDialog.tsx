import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../web/calls'
import { api } from '../../web/session'
import { Alert, Button, Checkbox, TextField } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { createUploadClient } from '../../web/upload'
import { type ChatRoomView, directChatApi, type RoomMember } from './direct-chat-api'
import { mediaTypeOf, PAID_POST_LIMITS, paidPostProblems, problemKey } from './paid-post-form'
import { paidPostsApi } from './paid-posts-api'

const uploads = createUploadClient({ api })

interface Draft {
  text: string
  price: string
  files: File[]
  toRoom: boolean
  tiers: string[]
}

const EMPTY: Draft = { text: '', price: '', files: [], toRoom: true, tiers: [] }

/**
 * The creator's paid post: text, a price, images or one video, and who receives it (this
 * room's partner or members, and subscribers of chosen tiers, previewed by `send-users`).
 * The files go up first (private, through the uploads area); one request id per opening,
 * so a second press stores the post once.
 */
export function PaidPostDialog(props: {
  open: boolean
  onOpenChange: (open: boolean) => void
  room: ChatRoomView
  myOid: string
  partner: RoomMember | undefined
  onWritten: (recipients: number) => void
}) {
  const { t } = useTranslation('dm')
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const [tried, setTried] = useState(false)
  const { act, busy, outcome, setOutcome } = useAction()
  const tiers = useData(props.open ? ['paid-post-tiers', props.myOid] : null, () =>
    directChatApi.tiers(props.myOid).then((answer) => answer.tiers),
  )
  const users = draft.toRoom && props.partner ? [props.partner.userOid] : []
  const preview = useData(props.open ? ['paid-post-reach', users, draft.tiers] : null, () =>
    users.length || draft.tiers.length
      ? paidPostsApi.sendUsers(users, draft.tiers)
      : Promise.resolve({ users: [], total: 0 }),
  )
  const groupRoom = props.room.kind === 'group' && draft.toRoom
  const recipients = (preview.data?.total ?? 0) + (groupRoom ? 1 : 0)
  const problems = paidPostProblems({ ...draft, recipients })
  const problem = (name: (typeof problems)[number]) =>
    tried && problems.includes(name) ? t(problemKey(name)) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problems.length > 0) return
    void act(async () => {
      const media = []
      for (const [index, file] of draft.files.entries()) {
        const filetype = mediaTypeOf(file.name) ?? 'png'
        const key = `dm-posts/${requestId}/${index}.${filetype}`
        await uploads.upload(file, { key, filetype, access: 'private', context: 'content' })
        media.push({ key, filetype })
      }
      const written = await paidPostsApi.write({
        postMetaData: { text: draft.text, price: Number(draft.price), media, requestId },
        targetUserOids: props.room.kind === 'direct' ? users : [],
        targetTierHashs: draft.tiers,
        targetRoomOids: groupRoom ? [props.room.roomId] : [],
      })
      setDraft(EMPTY)
      setTried(false)
      setRequestId(crypto.randomUUID())
      props.onOpenChange(false)
      props.onWritten(written.recipients)
    }, null)
  }
  const change = (open: boolean) => {
    setOutcome(null)
    props.onOpenChange(open)
  }
  const textId = useId()
  return (
    <Dialog
      open={props.open}
      onOpenChange={change}
      title={t('dmPaid.writeTitle')}
      closeLabel={t('dmRoom.close')}
    >
      <form className="stack" onSubmit={submit} data-testid="dm-paid-post-dialog" noValidate>
        <div className="field">
          <label className="field-label" htmlFor={textId}>
            {t('dmPaid.text')}
          </label>
          <textarea
            id={textId}
            className="field-input"
            rows={4}
            maxLength={PAID_POST_LIMITS.textMax}
            value={draft.text}
            aria-invalid={problem('text') ? true : undefined}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
          {problem('text') ? (
            <span className="field-error" role="alert">
              {problem('text')}
            </span>
          ) : null}
        </div>
        <TextField
          label={t('dmPaid.priceLabel')}
          type="number"
          inputMode="numeric"
          min={1}
          max={PAID_POST_LIMITS.priceMax}
          value={draft.price}
          hint={t('dmPaid.priceHint')}
          error={problem('price')}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
        />
        <MediaField
          files={draft.files}
          onChange={(files) => setDraft({ ...draft, files })}
          error={
            problem('mediaType') ??
            problem('mixedMedia') ??
            problem('tooManyImages') ??
            problem('tooManyVideos')
          }
        />
        <fieldset className="dm-tiers dm-post-recipients">
          <legend className="field-label">{t('dmPaid.recipients')}</legend>
          <Checkbox
            label={
              props.room.kind === 'direct'
                ? t('dmPaid.toPartner', { name: props.partner?.nickname ?? '' })
                : t('dmPaid.toRoom')
            }
            checked={draft.toRoom}
            onChange={(event) => setDraft({ ...draft, toRoom: event.target.checked })}
          />
          {(tiers.data ?? []).map((tier) => (
            <Checkbox
              key={tier.tierHash}
              label={t('dmPaid.toTier', { name: tier.name })}
              checked={draft.tiers.includes(tier.tierHash)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  tiers: event.target.checked
                    ? [...draft.tiers, tier.tierHash]
                    : draft.tiers.filter((hash) => hash !== tier.tierHash),
                })
              }
            />
          ))}
          <p className="muted" aria-live="polite">
            {groupRoom
              ? t('dmPaid.reachRoom', { count: preview.data?.total ?? 0 })
              : t('dmPaid.reach', { count: preview.data?.total ?? 0 })}
          </p>
          {problem('recipients') ? (
            <p className="field-error" role="alert">
              {problem('recipients')}
            </p>
          ) : null}
        </fieldset>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="row dm-dialog-actions">
          <Button variant="secondary" onClick={() => change(false)}>
            {t('dmRoom.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('dmPaid.sending') : t('dmPaid.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function MediaField(props: {
  files: File[]
  onChange: (files: File[]) => void
  error: string | null
}) {
  const { t } = useTranslation('dm')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // The browser's own file control speaks the browser's language: a button of ours opens it.
  return (
    <fieldset className="dm-post-files">
      <legend className="field-label">{t('dmPaid.media')}</legend>
      <input
        ref={input}
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,.mp4,.mov"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="dm-paid-post-files"
        onChange={(event) => props.onChange([...(event.target.files ?? [])])}
      />
      <div>
        <Button
          variant="secondary"
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {t('dmPaid.choose')}
        </Button>
      </div>
      <span className="field-hint" id={`${id}-hint`}>
        {props.files.length
          ? t('dmPaid.mediaChosen', { count: props.files.length })
          : t('dmPaid.mediaHint')}
      </span>
      {props.error ? (
        <span className="field-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </fieldset>
  )
}
