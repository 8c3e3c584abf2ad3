/**
 * The account rules both sides check: the server's schemas (`contract.ts`) and the front
 * ends' forms, which explain a rule before a round trip. Constants only, no imports, so a
 * front end may import values from here (`sharedContracts` in scripts/check-boundaries.ts).
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAXIMUM = 254

/** At least 6 characters with a letter and a digit of any script. */
export const PASSWORD_MINIMUM = 6
export const PASSWORD_MAXIMUM = 256
export const PASSWORD_LETTER = /\p{L}/u
export const PASSWORD_DIGIT = /\p{N}/u

/** Letters of any script and digits; combining marks are allowed so Hangul/Kana compose. */
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}]+$/u
export const NICKNAME_MINIMUM = 2
export const NICKNAME_MAXIMUM = 20

/** The 2FA and e-mail confirmation codes. */
export const SIX_DIGIT_CODE = /^\d{6}$/

/** Birth dates start in this year and end today. */
export const OLDEST_BIRTH_YEAR = 1900
