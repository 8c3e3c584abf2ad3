import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  hint?: ReactNode
  /** A translated message; marks the input invalid and is read with it. */
  error?: string | null
  /** A positive note (e.g. "this nickname is free"), announced politely. */
  success?: string | null
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, success, className, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const messageId = `${id}-message`
  const describedBy = [hint ? hintId : null, error || success ? messageId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={['field-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <span
        id={messageId}
        className={error ? 'field-error' : 'field-ok'}
        aria-live="polite"
        hidden={!error && !success}
      >
        {error || success}
      </span>
    </div>
  )
}
