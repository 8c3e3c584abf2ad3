import {
  type ValidationKey,
  validateAgreement,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordRepeat,
} from './account-rules'
import { type BirthDateParts, validateBirthDate } from './birth-date'

export interface SignUpForm {
  email: string
  password: string
  passwordRepeat: string
  nickname: string
  birthDate: BirthDateParts
  agreePersonalData: boolean
}

export type SignUpField = keyof SignUpForm
export type SignUpErrors = Partial<Record<SignUpField, ValidationKey>>

/** Every rule of the sign-up form at once; an empty object means it can be sent. */
export function validateSignUp(form: SignUpForm, today: Date): SignUpErrors {
  const errors: SignUpErrors = {}
  const checks: Array<[SignUpField, ValidationKey | null]> = [
    ['email', validateEmail(form.email)],
    ['password', validatePassword(form.password)],
    ['passwordRepeat', validatePasswordRepeat(form.password, form.passwordRepeat)],
    ['nickname', validateNickname(form.nickname)],
    ['birthDate', validateBirthDate(form.birthDate, today)],
    ['agreePersonalData', validateAgreement(form.agreePersonalData)],
  ]
  for (const [field, key] of checks) if (key) errors[field] = key
  return errors
}
