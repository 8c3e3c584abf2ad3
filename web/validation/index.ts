export {
  NICKNAME_MAXIMUM,
  NICKNAME_MINIMUM,
  PASSWORD_MINIMUM,
  type ValidationKey,
  validateAgreement,
  validateCode,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordRepeat,
} from './account-rules'
export {
  type BirthDateParts,
  birthYears,
  composeBirthDate,
  daysInMonth,
  OLDEST_BIRTH_YEAR,
  validateBirthDate,
} from './birth-date'
export {
  type SignUpErrors,
  type SignUpField,
  type SignUpForm,
  validateSignUp,
} from './sign-up-form'
