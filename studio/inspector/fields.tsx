import { type ReactNode, useId } from 'react'
import { useStore } from 'zustand'
import { useEditorServices } from '../canvas/EditorContext'
import { useProblemText } from '../problems'
import { LongTextField } from '../text/LongTextField'
import { fieldProblemText } from './field-binding'

/**
 * The engine's problems for one field of one node (and of what is inside it, unless
 * `exact`), as text under the input.
 */
export function useFieldProblems(
  nodeId: string,
  field: string,
  options: { exact?: boolean } = {},
): string | null {
  const { store } = useEditorServices()
  const problems = useStore(store, (state) => state.errorsByNode.get(nodeId))
  const describe = useProblemText()
  const chosen = options.exact ? problems?.filter((problem) => problem.field === field) : problems
  return fieldProblemText(chosen, field, describe)
}

interface FieldShell {
  label: string
  hint?: ReactNode
  error?: string | null
}

function Shell({
  id,
  label,
  hint,
  error,
  children,
}: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className="field inspector-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <span className="field-hint">{hint}</span> : null}
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

export function TextInput({
  label,
  hint,
  error,
  value,
  onChange,
}: FieldShell & { value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="field-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Shell>
  )
}

/** Long prose: the Lexical editor with macro highlighting and a token count. */
export function LongText({
  label,
  hint,
  error,
  value,
  onChange,
}: FieldShell & { value: string; onChange: (value: string) => void }) {
  return (
    <LongTextField
      label={label}
      hint={hint}
      error={error ?? null}
      value={value}
      onChange={onChange}
    />
  )
}

export function NumberInput({
  label,
  hint,
  error,
  value,
  onChange,
  min,
  max,
  step,
}: FieldShell & {
  value: number | null
  onChange: (value: number | null) => void
  min?: number
  max?: number
  step?: number
}) {
  const id = useId()
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="field-input"
        type="number"
        inputMode="decimal"
        value={value ?? ''}
        min={min}
        max={max}
        step={step}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const text = event.target.value
          if (text === '') return onChange(null)
          const number = Number(text)
          if (Number.isFinite(number)) onChange(number)
        }}
      />
    </Shell>
  )
}

export function CheckInput({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="checkbox inspector-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

export function SelectInput<Value extends string>({
  label,
  hint,
  error,
  value,
  options,
  onChange,
}: FieldShell & {
  value: Value
  options: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
}) {
  const id = useId()
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="field-select"
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  )
}

/** A list typed as comma-separated text (tags, lorebook keys); kept as typed until blur-free edits. */
export function ListInput({
  label,
  hint,
  error,
  value,
  onChange,
}: FieldShell & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const id = useId()
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="field-input"
        defaultValue={value.join(', ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) =>
          onChange(
            event.target.value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          )
        }
      />
    </Shell>
  )
}
