import { TextField } from '../../web/ui'

export interface CodeFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
}

/** A 6-digit code input: numeric keyboard, one-time-code autofill, digits only. */
export function CodeField({ label, value, onChange, error, hint }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      className="field-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      hint={hint}
      required
    />
  )
}
