import type { TextResources } from '../../../web/i18n'

/**
 * The live studio's form rules, mirroring the server's (platform/live/contract.ts,
 * platform/live/entry/contract.ts, platform/live/chat/requests.ts) so a mistake is shown
 * before the call. Each problem is an i18n key under `liveStudio`.
 */

export const LIVE_FORM_LIMITS = {
  titleMax: 100,
  infoMax: 2000,
  tagsMax: 10,
  tagMax: 30,
  ticketMin: 1,
  ticketMax: 100_000,
  bannedWordMax: 30,
  bannedWordsMax: 300,
} as const

/**
 * Who may enter (spec §2 "entry conditions by tiers or ticket"; the live area's `mode`):
 * everyone, signed-in viewers, or subscribers of chosen tiers. A ticket and a password
 * are separate conditions on top of it.
 */
export const ENTRY_MODES = ['everyone', 'signedIn', 'tiers'] as const
export type EntryMode = (typeof ENTRY_MODES)[number]

export const PASSWORD_LIMITS = { min: 4, max: 64, delayMax: 1440 } as const

export interface SettingsDraft {
  title: string
  info: string
  tags: string
  isAdultContent: boolean
  thumbnail: string
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local input). */
  date: string
  entry: EntryMode
  tierHashes: string[]
  sellTicket: boolean
  ticketPrice: string
  /** 'keep': leave the current password (or none); 'set': the two fields; 'remove'. */
  password: 'keep' | 'set' | 'remove'
  newPassword: string
  passwordRepeat: string
  /** Minutes before a change applies while on air ('' for at once). */
  delayMinutes: string
}

export type SettingsProblems = Partial<
  Record<
    | 'title'
    | 'info'
    | 'tags'
    | 'thumbnail'
    | 'date'
    | 'ticketPrice'
    | 'tiers'
    | 'password'
    | 'passwordRepeat'
    | 'delay',
    keyof TextResources['creator']['liveStudio']
  >
>

/** Hashtags from "#art, watercolor #music": `#` dropped, duplicates merged, order kept. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,\s]+/u)
    .map((tag) => tag.replace(/^#+/u, '').trim())
    .filter(Boolean)
  return [...new Set(tags)]
}

/** The problems of a settings draft (spec §5: title, thumbnail and date required; ticket price). */
export function settingsProblems(draft: SettingsDraft): SettingsProblems {
  const problems: SettingsProblems = {}
  const title = draft.title.trim()
  if (!title) problems.title = 'titleRequired'
  else if (title.length > LIVE_FORM_LIMITS.titleMax) problems.title = 'titleTooLong'
  if (draft.info.length > LIVE_FORM_LIMITS.infoMax) problems.info = 'infoTooLong'
  const tags = parseTags(draft.tags)
  if (tags.length > LIVE_FORM_LIMITS.tagsMax) problems.tags = 'tooManyTags'
  else if (tags.some((tag) => tag.length > LIVE_FORM_LIMITS.tagMax)) problems.tags = 'tagTooLong'
  if (!isThumbnailUrl(draft.thumbnail.trim())) problems.thumbnail = 'thumbnailRequired'
  if (fromLocalInput(draft.date) === null) problems.date = 'dateRequired'
  if (draft.sellTicket && ticketPrice(draft.ticketPrice) === null)
    problems.ticketPrice = 'ticketPrice'
  if (draft.entry === 'tiers' && draft.tierHashes.length === 0) problems.tiers = 'tiersRequired'
  if (draft.password === 'set') {
    const length = Array.from(draft.newPassword).length
    if (length < PASSWORD_LIMITS.min || length > PASSWORD_LIMITS.max)
      problems.password = 'passwordLength'
    else if (draft.passwordRepeat !== draft.newPassword) problems.passwordRepeat = 'passwordRepeat'
  }
  if (delayMinutes(draft.delayMinutes) === null) problems.delay = 'delay'
  return problems
}

/** The server takes an https address or one of its own `/api/` files. */
export function isThumbnailUrl(value: string): boolean {
  if (value.startsWith('/api/')) return value.length <= 2000
  try {
    return new URL(value).protocol === 'https:' && value.length <= 2000
  } catch {
    return false
  }
}

/** A ticket price: a whole number of coins from 1 to 100,000, or null. */
export function ticketPrice(value: string): number | null {
  const text = value.trim()
  if (!/^\d{1,6}$/u.test(text)) return null
  const price = Number(text)
  return price >= LIVE_FORM_LIMITS.ticketMin && price <= LIVE_FORM_LIMITS.ticketMax ? price : null
}

/** Minutes 0–1,440 before a change applies on air ('' reads as 0), or null. */
export function delayMinutes(value: string): number | null {
  const text = value.trim()
  if (text === '') return 0
  if (!/^\d{1,4}$/u.test(text)) return null
  const minutes = Number(text)
  return minutes <= PASSWORD_LIMITS.delayMax ? minutes : null
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as a datetime-local value in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value as an ISO instant, or null when it is not a date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/u.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A banned word as the server stores it: whitespace removed (it is ignored when matching). */
export function normalizeBannedWord(word: string): string {
  return word.replace(/\s+/gu, '')
}

/**
 * The banned-word list after adding `word` (spec §5: a word is required), or the problem.
 * Matching ignores case, so a word already listed in another case is not added twice.
 */
export function addBannedWord(
  list: readonly string[],
  word: string,
): { list: string[] } | { problem: 'bannedWordRequired' | 'bannedWordTooLong' | 'tooManyWords' } {
  const normalized = normalizeBannedWord(word)
  if (!normalized) return { problem: 'bannedWordRequired' }
  if (normalized.length > LIVE_FORM_LIMITS.bannedWordMax) return { problem: 'bannedWordTooLong' }
  const lower = normalized.toLowerCase()
  if (list.some((existing) => existing.toLowerCase() === lower)) return { list: [...list] }
  if (list.length >= LIVE_FORM_LIMITS.bannedWordsMax) return { problem: 'tooManyWords' }
  return { list: [...list, normalized] }
}

const OID = /^[0-9a-f]{24}$/u

/**
 * A user named for a manager: their 24-character id, or a link that ends in one (a channel or
 * profile address pasted from the browser). Null when neither.
 */
export function userOidFrom(value: string): string | null {
  const text = value.trim().toLowerCase()
  if (OID.test(text)) return text
  const tail = /([0-9a-f]{24})\/?(?:[?#].*)?$/u.exec(text)
  return tail?.[1] ?? null
}

/**
 * The studio guard's tool key (spec §2): the `toolkey` query parameter, and the address
 * without it, so the key does not stay in the address bar or the history.
 */
export function takeToolKey(href: string): { toolKey: string | null; cleanHref: string } {
  const url = new URL(href)
  const toolKey = url.searchParams.get('toolkey')
  if (toolKey === null) return { toolKey: null, cleanHref: href }
  url.searchParams.delete('toolkey')
  return { toolKey: toolKey.trim() || null, cleanHref: url.toString() }
}

/** A live's ticket: its price and whether bonus credits may pay for it. */
export interface TicketTerms {
  price: number
  allowBonus: boolean
}

/**
 * Whether saving must issue a ticket: a new one expires the old (its buyers lose entry),
 * so only a different price or bonus rule, or selling where none was sold, issues one.
 */
export function ticketChanged(current: TicketTerms | null, wanted: TicketTerms | null): boolean {
  if (current === null || wanted === null) return current !== wanted
  return current.price !== wanted.price || current.allowBonus !== wanted.allowBonus
}
