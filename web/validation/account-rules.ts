import {
  EMAIL_MAXIMUM,
  EMAIL_PATTERN,
  NICKNAME_MAXIMUM,
  NICKNAME_MINIMUM,
  NICKNAME_PATTERN,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
  PASSWORD_MINIMUM,
  SIX_DIGIT_CODE,
} from '../../platform/accounts/rules'
import type { TextResources } from '../i18n'

/**
 * Client-side checks of the spec's account rules. Each returns the i18n key of the
 * message to show, or null when the value is fine. The server checks again; these
 * only spare a round trip and explain the rule before the user submits.
 */
export type ValidationKey = `validation.${keyof TextResources['common']['validation']}`

export { NICKNAME_MAXIMUM, NICKNAME_MINIMUM, PASSWORD_MINIMUM }

export function validateEmail(email: string): ValidationKey | null {
  const trimmed = email.trim()
  if (!trimmed) return 'validation.emailRequired'
  return EMAIL_PATTERN.test(trimmed) && trimmed.length <= EMAIL_MAXIMUM
    ? null
    : 'validation.emailInvalid'
}

/** At least 6 characters including letters and numbers. */
export function validatePassword(password: string): ValidationKey | null {
  if (!password) return 'validation.passwordRequired'
  const fits =
    password.length >= PASSWORD_MINIMUM &&
    PASSWORD_LETTER.test(password) &&
    PASSWORD_DIGIT.test(password)
  return fits ? null : 'validation.passwordRule'
}

export function validatePasswordRepeat(password: string, repeat: string): ValidationKey | null {
  return password === repeat ? null : 'validation.passwordMismatch'
}

/** At least 2 characters, no special characters. */
export function validateNickname(nickname: string): ValidationKey | null {
  const trimmed = nickname.trim()
  if (!trimmed) return 'validation.nicknameRequired'
  if (!NICKNAME_PATTERN.test(trimmed)) return 'validation.nicknameSpecial'
  if ([...trimmed].length < NICKNAME_MINIMUM) return 'validation.nicknameTooShort'
  if ([...trimmed].length > NICKNAME_MAXIMUM) return 'validation.nicknameTooLong'
  return null
}

/** The 2FA and e-mail confirmation codes: exactly 6 digits. */
export function validateCode(code: string): ValidationKey | null {
  return SIX_DIGIT_CODE.test(code.trim()) ? null : 'validation.codeRule'
}

export function validateAgreement(agreed: boolean): ValidationKey | null {
  return agreed ? null : 'validation.agreementRequired'
}
