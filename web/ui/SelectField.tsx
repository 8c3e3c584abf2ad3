import { type SelectHTMLAttributes, useId } from 'react'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: SelectOption[]
  /** Shown first with an empty value, so "not chosen yet" is a real state. */
  placeholder?: string
  invalid?: boolean
  /** Visually hide the label when a group legend already says what the field is. */
  hideLabel?: boolean
}

/** A native select: the platform's own picker is the most accessible one on every device. */
export function SelectField({
  label,
  options,
  placeholder,
  invalid,
  hideLabel,
  ...select
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className={hideLabel ? 'visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field-select" aria-invalid={invalid || undefined} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
