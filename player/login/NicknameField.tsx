import { useTranslation } from 'react-i18next'
import { TextField } from '../../web/ui'
import type { NicknameAvailability } from './use-nickname-check'

export interface NicknameFieldProps {
  value: string
  onChange: (value: string) => void
  availability: NicknameAvailability
  /** A local rule broken (translated), shown before any server answer. */
  error: string | null
}

/** Nickname input with the spec's duplicate-check messages as the user types. */
export function NicknameField({ value, onChange, availability, error }: NicknameFieldProps) {
  const { t } = useTranslation('player')
  const taken = availability === 'taken' ? t('signUp.nicknameTaken') : null
  const note =
    availability === 'available'
      ? t('signUp.nicknameAvailable')
      : availability === 'checking'
        ? t('signUp.nicknameChecking')
        : null
  return (
    <TextField
      label={t('signUp.nickname')}
      autoComplete="nickname"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={t('signUp.nicknameHint')}
      error={error ?? taken}
      success={error ? null : note}
      required
    />
  )
}
