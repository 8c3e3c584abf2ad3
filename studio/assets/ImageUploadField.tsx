import { type DragEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../stories/use-api-error-text'
import { type AssetPurpose, precheckImageFile, uploadImage } from './upload-image'

export interface ImageUploadFieldProps {
  /** Names the field: "Thumbnail", "Image". */
  label: string
  purpose: AssetPurpose
  /** The stored address (an uploaded asset's URL, or any image address). */
  value: string
  onChange: (url: string) => void
  /** The engine's or the form's problem for this field. */
  error?: string | null
  /** Alt text of the preview. */
  previewAlt: string
  /** Label of the address input that stays for pasted URLs and data URLs. */
  addressLabel: string
  addressHint?: string
}

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; name: string }
  | { phase: 'failed'; message: string }

/**
 * A file picker that also takes a dropped file, uploads it with progress and shows the
 * preview; the address input stays below for a pasted URL.
 */
export function ImageUploadField({
  label,
  purpose,
  value,
  onChange,
  error,
  previewAlt,
  addressLabel,
  addressHint,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('studio')
  const errorText = useErrorText()
  const id = useId()
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const send = async (file: File) => {
    const problem = precheckImageFile(file, purpose)
    if (problem) {
      setState({ phase: 'failed', message: t(problem) })
      return
    }
    setState({ phase: 'uploading', percent: 0, name: file.name })
    try {
      const stored = await uploadImage(file, purpose, {
        onProgress: (percent) => setState({ phase: 'uploading', percent, name: file.name }),
      })
      onChange(stored.url)
      setState({ phase: 'idle' })
    } catch (failure) {
      setState({ phase: 'failed', message: errorText(failure) })
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void send(file)
  }

  return (
    // The whole field takes a dropped file; the file input stays the keyboard path.
    <fieldset
      className="field image-upload"
      data-testid={`upload-${purpose}`}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className="field-label" id={`${id}-label`}>
        {label}
      </legend>
      <div className={dragging ? 'image-upload-drop dragging' : 'image-upload-drop'}>
        {value ? <img className="image-upload-preview" src={value} alt={previewAlt} /> : null}
        <div className="image-upload-actions">
          <label className="button button-secondary image-upload-pick" htmlFor={`${id}-file`}>
            {t(value ? 'studioUpload.replace' : 'studioUpload.choose')}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,.jpg,.jpeg,.png"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-status`}
            disabled={state.phase === 'uploading'}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void send(file)
            }}
          />
          {value ? (
            <button type="button" className="button button-link" onClick={() => onChange('')}>
              {t('studioUpload.remove')}
            </button>
          ) : null}
          <span className="field-hint">{t('studioUpload.dropHint')}</span>
        </div>
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {state.phase === 'uploading' ? (
          <div className="image-upload-progress">
            <progress
              max={100}
              value={state.percent}
              aria-label={t('studioUpload.progress', { name: state.name })}
            />
            <span>{t('studioUpload.uploading', { percent: state.percent })}</span>
          </div>
        ) : null}
        {state.phase === 'failed' ? (
          <span className="field-error" role="alert">
            {state.message}
          </span>
        ) : null}
      </div>
      <label className="field-label" htmlFor={`${id}-address`}>
        {addressLabel}
      </label>
      <input
        id={`${id}-address`}
        className="field-input"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {addressHint ? <span className="field-hint">{addressHint}</span> : null}
      {error ? <span className="field-error">{error}</span> : null}
    </fieldset>
  )
}
