import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../web/ui'

/** A read-only value with a copy button (RTMP address, stream key, tool link). */
export function CopyField({
  label,
  value,
  hint,
  secret,
}: {
  label: string
  value: string
  hint?: string
  /** A key shown once: marked so it stands out and is not mistaken for a setting. */
  secret?: boolean
}) {
  const { t } = useTranslation('creator')
  const id = useId()
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // Without clipboard access the value stays selectable in the field.
      document.getElementById(id)?.focus()
    }
  }
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="live-copy">
        <input
          id={id}
          className={
            secret ? 'field-input live-copy-value live-secret' : 'field-input live-copy-value'
          }
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`${t('liveStudio.copy')}: ${label}`}
        >
          {copied ? t('liveStudio.copied') : t('liveStudio.copy')}
        </Button>
      </div>
      {hint ? <span className="field-hint">{hint}</span> : null}
    </div>
  )
}
