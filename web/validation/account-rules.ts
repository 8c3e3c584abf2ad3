/**
 * Client-side checks of the spec's account rules. Each returns the i18n key of the
 * message to show, or null when the value is fine. The server checks again; these
 * only spare a round trip and explain the rule before the user submits.
 */
export type ValidationKey = `validation.${string}`

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Letters of any script (with combining marks, so Hangul and kana compose) and digits. */
const NICKNAME = /^[\p{L}\p{M}\p{N}]+$/u
export const PASSWORD_MINIMUM = 6
export const NICKNAME_MINIMUM = 2
export const NICKNAME_MAXIMUM = 20

export function validateEmail(email: string): ValidationKey | null {
  const trimmed = email.trim()
  if (!trimmed) return 'validation.emailRequired'
  return EMAIL.test(trimmed) && trimmed.length <= 254 ? null : 'validation.emailInvalid'
}

/** At least 6 characters including letters and numbers. */
export function validatePassword(password: string): ValidationKey | null {
  if (!password) return 'validation.passwordRequired'
  const fits =
    password.length >= PASSWORD_MINIMUM && /\p{L}/u.test(password) && /\p{N}/u.test(password)
  return fits ? null : 'validation.passwordRule'
}

export function validatePasswordRepeat(password: string, repeat: string): ValidationKey | null {
  return password === repeat ? null : 'validation.passwordMismatch'
}

/** At least 2 characters, no special characters. */
export function validateNickname(nickname: string): ValidationKey | null {
  const trimmed = nickname.trim()
  if (!trimmed) return 'validation.nicknameRequired'
  if (!NICKNAME.test(trimmed)) return 'validation.nicknameSpecial'
  if ([...trimmed].length < NICKNAME_MINIMUM) return 'validation.nicknameTooShort'
  if ([...trimmed].length > NICKNAME_MAXIMUM) return 'validation.nicknameTooLong'
  return null
}

/** The 2FA and e-mail confirmation codes: exactly 6 digits. */
export function validateCode(code: string): ValidationKey | null {
  return /^\d{6}$/.test(code.trim()) ? null : 'validation.codeRule'
}

export function validateAgreement(agreed: boolean): ValidationKey | null {
  return agreed ? null : 'validation.agreementRequired'
}
