import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../../platform/channels/contract'
import {
  FILE_CONTENT_KINDS,
  FILE_CONTENT_MAX_BYTES,
  FILE_CONTENT_MAX_PRICE,
} from '../../../platform/content/files/contract'
import { errorText } from '../../../web/i18n'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import { fileProblem } from './file-format'
import { type FileContentView, filesApi } from './files-api'

const ACCEPT = FILE_CONTENT_KINDS.map((kind) => `.${kind}`).join(',')

interface Fields {
  title: string
  description: string
  price: string
  tiers: string[]
}

const fieldsOf = (file: FileContentView | null): Fields => ({
  title: file?.title ?? '',
  description: file?.description ?? '',
  price: String(file?.price ?? 0),
  tiers: file?.tiers ?? [],
})

/**
 * The creator's form: a new file (chosen, checked here, uploaded to the uploads area, then
 * posted) or an existing one's title, description, price and tiers.
 */
export function FileForm({
  tiers,
  editing,
  onDone,
  onCancel,
}: {
  tiers: readonly TierView[]
  editing: FileContentView | null
  onDone: (text: string) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation('player')
  const [fields, setFields] = useState<Fields>(() => fieldsOf(editing))
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<number | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [round, setRound] = useState(0)
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }))

  function pick(picked: File | undefined) {
    setFile(picked ?? null)
    const found = picked ? fileProblem(picked, FILE_CONTENT_KINDS, FILE_CONTENT_MAX_BYTES) : null
    setProblem(found ? t(`fileForm.${found}`) : null)
    if (picked && !fields.title) set({ title: picked.name.replace(/\.[^.]+$/, '').slice(0, 100) })
  }

  function invalid(price: number): string | null {
    if (!editing && !file) return t('fileForm.pickFile')
    if (!fields.title.trim()) return t('fileForm.needTitle')
    if (!Number.isInteger(price) || price < 0 || price > FILE_CONTENT_MAX_PRICE)
      return t('fileForm.badPrice')
    return problem
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const price = Number(fields.price)
    const refusal = invalid(price)
    if (refusal) return setError(refusal)
    const input = { ...fields, title: fields.title.trim(), price }
    setError(null)
    setSent(0)
    try {
      if (editing) await filesApi.edit(editing.fileOid, input)
      else await filesApi.write(file as File, input, setSent)
      setFields(fieldsOf(null))
      setFile(null)
      setRound(round + 1)
      onDone(t(editing ? 'fileForm.saved' : 'fileForm.posted'))
    } catch (failure) {
      setError(failure)
    } finally {
      setSent(null)
    }
  }

  const percent = file && sent !== null ? Math.floor((sent / Math.max(1, file.size)) * 100) : 0
  return (
    <form className="stack file-form card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t(editing ? 'fileForm.editHeading' : 'fileForm.newHeading')}</h2>
      {editing ? null : (
        <div className="field">
          <label className="field-label" htmlFor="file-form-file">
            {t('fileForm.file')}
          </label>
          <input
            key={round}
            id="file-form-file"
            type="file"
            accept={ACCEPT}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <span className={problem ? 'field-error' : 'field-hint'}>
            {problem ?? t('fileForm.fileHint')}
          </span>
        </div>
      )}
      <TextField
        label={t('fileForm.title')}
        value={fields.title}
        maxLength={100}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextField
        label={t('fileForm.description')}
        value={fields.description}
        maxLength={2000}
        onChange={(event) => set({ description: event.target.value })}
      />
      <TextField
        label={t('fileForm.price')}
        hint={t('fileForm.priceHint')}
        inputMode="numeric"
        value={fields.price}
        onChange={(event) => set({ price: event.target.value.replace(/[^0-9]/g, '') })}
      />
      <TierChoice
        tiers={tiers}
        chosen={fields.tiers}
        onChange={(chosen) => set({ tiers: chosen })}
      />
      {error ? (
        <Alert tone="error">{typeof error === 'string' ? error : errorText(t, error)}</Alert>
      ) : null}
      <div className="row">
        <Button type="submit" busy={sent !== null}>
          {sent !== null && !editing
            ? t('fileForm.uploading', { percent })
            : t(editing ? 'fileForm.save' : 'fileForm.post')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('fileForm.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function TierChoice({
  tiers,
  chosen,
  onChange,
}: {
  tiers: readonly TierView[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
}) {
  const { t } = useTranslation('player')
  return (
    <fieldset className="file-form-tiers">
      <legend className="field-label">{t('fileForm.tiers')}</legend>
      {tiers.length === 0 ? <p className="muted">{t('fileForm.noTiers')}</p> : null}
      {tiers.map((tier) => (
        <Checkbox
          key={tier.tierHash}
          label={tier.name}
          checked={chosen.includes(tier.tierHash)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...chosen, tier.tierHash]
                : chosen.filter((hash) => hash !== tier.tierHash),
            )
          }
        />
      ))}
    </fieldset>
  )
}
