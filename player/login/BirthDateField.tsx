import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../web/ui'
import { type BirthDateParts, birthYears, daysInMonth } from '../../web/validation'

export interface BirthDateFieldProps {
  value: BirthDateParts
  onChange: (value: BirthDateParts) => void
  error: string | null
  today: Date
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index))

/** Date of birth as year, month and day selects, grouped under one legend. */
export function BirthDateField({ value, onChange, error, today }: BirthDateFieldProps) {
  const { t } = useTranslation('player')
  const years = useMemo(() => birthYears(today).map(String), [today])
  const dayCount =
    value.year && value.month ? daysInMonth(Number(value.year), Number(value.month)) : 31
  const asOptions = (values: string[]) => values.map((item) => ({ value: item, label: item }))
  return (
    <fieldset className="fieldset">
      <legend className="field-label">{t('signUp.birthDate')}</legend>
      <div className="birth-date">
        <SelectField
          label={t('signUp.birthYear')}
          placeholder={t('signUp.birthYear')}
          options={asOptions(years)}
          value={value.year}
          invalid={!!error}
          hideLabel
          onChange={(event) => onChange({ ...value, year: event.target.value })}
        />
        <SelectField
          label={t('signUp.birthMonth')}
          placeholder={t('signUp.birthMonth')}
          options={asOptions(range(1, 12))}
          value={value.month}
          invalid={!!error}
          hideLabel
          onChange={(event) => onChange({ ...value, month: event.target.value })}
        />
        <SelectField
          label={t('signUp.birthDay')}
          placeholder={t('signUp.birthDay')}
          options={asOptions(range(1, dayCount))}
          value={value.day}
          invalid={!!error}
          hideLabel
          onChange={(event) => onChange({ ...value, day: event.target.value })}
        />
      </div>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  )
}
