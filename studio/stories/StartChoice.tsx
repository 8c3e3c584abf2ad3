import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export type StartKind = 'template' | 'blank'

const CHOICES: readonly { value: StartKind; label: 'startTemplate' | 'startBlank' }[] = [
  { value: 'template', label: 'startTemplate' },
  { value: 'blank', label: 'startBlank' },
]

/** "Start from a template" or "Blank canvas": the first choice of a new story. */
export function StartChoice({
  value,
  onChange,
}: {
  value: StartKind
  onChange: (value: StartKind) => void
}) {
  const { t } = useTranslation('studio')
  const name = useId()
  return (
    <fieldset className="start-choice">
      <legend className="field-label">{t('studioList.startWith')}</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.value}
          className={`start-choice-option${value === choice.value ? ' is-chosen' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="start-choice-text">
            <strong>{t(`studioList.${choice.label}`)}</strong>
            <span className="muted">{t(`studioList.${choice.label}Hint`)}</span>
          </span>
          {choice.value === 'template' ? <TemplatePicture /> : <BlankPicture />}
        </label>
      ))}
    </fieldset>
  )
}

/** Three linked boxes: what the template puts on the canvas. */
function TemplatePicture() {
  return (
    <svg className="start-choice-picture" viewBox="0 0 96 48" aria-hidden="true">
      <path d="M30 12 C44 12 46 22 60 22 M30 36 C44 36 46 28 60 28" />
      <rect x="4" y="4" width="26" height="16" rx="3" />
      <rect x="4" y="28" width="26" height="16" rx="3" />
      <rect x="60" y="14" width="32" height="22" rx="3" className="is-scene" />
    </svg>
  )
}

function BlankPicture() {
  return (
    <svg className="start-choice-picture" viewBox="0 0 96 48" aria-hidden="true">
      <rect x="4" y="4" width="88" height="40" rx="3" className="is-blank" />
    </svg>
  )
}
