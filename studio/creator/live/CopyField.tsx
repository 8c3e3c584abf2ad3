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
  /**
   * A key shown once: marked so it stands out, and masked until the creator asks to see it
   * (a studio is often on screen while streaming). Copy works masked.
   */
  secret?: boolean
}) {
  const { t } = useTranslation('creator')
  const id = useId()
  const [copied, setCopied] = useState(false)
  const [revealed, setRevealed] = useState(false)
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
          type={secret && !revealed ? 'password' : 'text'}
          autoComplete="off"
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        {secret ? (
          <Button
            variant="secondary"
            aria-pressed={revealed}
            aria-label={`${t(revealed ? 'liveStudio.hide' : 'liveStudio.show')}: ${label}`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('liveStudio.hide') : t('liveStudio.show')}
          </Button>
        ) : null}
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
