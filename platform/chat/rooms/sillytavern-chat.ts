/**
 * SillyTavern's chat file (`.jsonl`), written and read without any I/O. The first line is
 * the chat's header `{ user_name, character_name, create_date, chat_metadata }`, then one
 * line per message `{ name, is_user, send_date, mes, swipes?, swipe_id? }`, as SillyTavern's
 * chat manager saves, exports and imports them (its `src/endpoints/chats.js`).
 */
import type { ChatFileProblem } from './contract'

/** A chat as the file holds it, with our names for its fields. */
export interface PortableChat {
  userName: string
  characterName: string
  /** When the chat began; null when the file does not say or says it unreadably. */
  createdAt: Date | null
  /** The header's `chat_metadata`, kept whole (SillyTavern keeps its own keys there). */
  metadata: Record<string, unknown>
  messages: PortableMessage[]
}

export interface PortableMessage {
  isUser: boolean
  /** Who speaks, as the file names them. */
  name: string
  text: string
  sentAt: Date | null
  /**
   * A reply's alternatives, its own text among them at `chosen` (SillyTavern's swipes).
   * Absent when the reply has no other.
   */
  swipes?: { texts: string[]; chosen: number }
}

export interface ChatFileLimits {
  /** The whole file, in UTF-8 bytes. */
  maxBytes: number
  /** Messages, not counting the header, hidden (system) lines or a reply's alternatives. */
  maxMessages: number
  /** One message's text, and each of its alternatives. */
  maxMessageChars: number
  /** Alternatives of one reply, its own text included. */
  maxSwipes: number
}

/** Why a file cannot be read, in words a person can act on, with the line it is about. */
export class ChatFileError extends Error {
  constructor(
    readonly problem: ChatFileProblem,
    readonly line: number | null,
    message: string,
  ) {
    super(message)
    this.name = 'ChatFileError'
  }
}

/** The chat as SillyTavern's `.jsonl`: one JSON object a line, the header first. */
export function writeSillyTavernChat(chat: PortableChat): string {
  const header = {
    user_name: chat.userName,
    character_name: chat.characterName,
    create_date: humanizedDate(chat.createdAt ?? new Date(0)),
    chat_metadata: chat.metadata,
  }
  const lines = [JSON.stringify(header)]
  for (const message of chat.messages) {
    const swipes =
      !message.isUser && message.swipes && message.swipes.texts.length > 1 ? message.swipes : null
    lines.push(
      JSON.stringify({
        name: message.name,
        is_user: message.isUser,
        // ISO 8601: SillyTavern reads it as it reads its own formats.
        send_date: message.sentAt ? message.sentAt.toISOString() : undefined,
        mes: message.text,
        ...(swipes ? { swipes: swipes.texts, swipe_id: swipes.chosen } : {}),
      }),
    )
  }
  return `${lines.join('\n')}\n`
}

/**
 * Reads a SillyTavern chat file. Blank lines are skipped and hidden (`is_system`) messages
 * left out, as SillyTavern leaves them out of its prompts; anything else that is not a chat
 * is refused with the line it is on.
 */
export function readSillyTavernChat(text: string, limits: ChatFileLimits): PortableChat {
  if (utf8Length(text) > limits.maxBytes)
    throw new ChatFileError(
      'TOO_LARGE',
      null,
      `The file is larger than ${formatBytes(limits.maxBytes)}.`,
    )
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((body, index) => ({ body, number: index + 1 }))
    .filter((line) => line.body.trim() !== '')
  const [first, ...rest] = lines
  if (!first) throw new ChatFileError('EMPTY', null, 'The file is empty.')
  const header = readHeader(first.body, first.number)
  const messages: PortableMessage[] = []
  for (const line of rest) {
    const message = readMessage(line.body, line.number, header, limits)
    if (!message) continue
    if (messages.length === limits.maxMessages)
      throw new ChatFileError(
        'TOO_MANY_MESSAGES',
        line.number,
        `The chat has more than ${limits.maxMessages.toLocaleString('en')} messages.`,
      )
    messages.push(message)
  }
  if (messages.length === 0)
    throw new ChatFileError('NO_MESSAGES', null, 'The chat has no messages.')
  return { ...header, messages }
}

function readHeader(body: string, line: number): Omit<PortableChat, 'messages'> {
  const value = parseObject(body, line)
  const userName = value.user_name
  const characterName = value.character_name
  if (
    'mes' in value ||
    (typeof userName !== 'string' && typeof characterName !== 'string') ||
    (userName !== undefined && typeof userName !== 'string') ||
    (characterName !== undefined && typeof characterName !== 'string')
  )
    throw new ChatFileError(
      'NOT_A_HEADER',
      line,
      `Line ${line} is not a SillyTavern chat header: it needs "user_name" and "character_name".`,
    )
  const metadata = value.chat_metadata
  return {
    userName: typeof userName === 'string' ? userName : '',
    characterName: typeof characterName === 'string' ? characterName : '',
    createdAt: readDate(value.create_date),
    metadata:
      typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
        ? (metadata as Record<string, unknown>)
        : {},
  }
}

function readMessage(
  body: string,
  line: number,
  header: Omit<PortableChat, 'messages'>,
  limits: ChatFileLimits,
): PortableMessage | null {
  const value = parseObject(body, line)
  if (value.is_system === true) return null
  const text = messageText(value.mes)
  if (text === null)
    throw new ChatFileError('NO_TEXT', line, `Line ${line} has no message text ("mes").`)
  if (value.is_user !== undefined && typeof value.is_user !== 'boolean')
    throw new ChatFileError('BAD_FIELD', line, `Line ${line}: "is_user" must be true or false.`)
  if (value.name !== undefined && typeof value.name !== 'string')
    throw new ChatFileError('BAD_FIELD', line, `Line ${line}: "name" must be a text.`)
  const isUser = value.is_user === true
  const tooLong = () =>
    new ChatFileError(
      'MESSAGE_TOO_LONG',
      line,
      `Line ${line}: a message is longer than ${limits.maxMessageChars.toLocaleString('en')} characters.`,
    )
  if (text.length > limits.maxMessageChars) throw tooLong()
  const swipes = isUser ? null : readSwipes(value, text, line, limits)
  if (swipes?.texts.some((swipe) => swipe.length > limits.maxMessageChars)) throw tooLong()
  return {
    isUser,
    name:
      typeof value.name === 'string' ? value.name : isUser ? header.userName : header.characterName,
    text,
    sentAt: readDate(value.send_date),
    ...(swipes ? { swipes } : {}),
  }
}

/** The reply's swipes with its own text at the chosen place; null with fewer than two. */
function readSwipes(
  value: Record<string, unknown>,
  text: string,
  line: number,
  limits: ChatFileLimits,
): PortableMessage['swipes'] | null {
  if (value.swipes === undefined || value.swipes === null) return null
  const texts = Array.isArray(value.swipes) ? value.swipes.map(messageText) : null
  if (!texts || texts.some((swipe) => swipe === null))
    throw new ChatFileError('BAD_FIELD', line, `Line ${line}: "swipes" must be a list of texts.`)
  if (texts.length > limits.maxSwipes)
    throw new ChatFileError(
      'TOO_MANY_SWIPES',
      line,
      `Line ${line} has more than ${limits.maxSwipes} swipes.`,
    )
  const swipeId = value.swipe_id
  const chosen =
    Number.isInteger(swipeId) && (swipeId as number) >= 0 && (swipeId as number) < texts.length
      ? (swipeId as number)
      : Math.max(0, texts.indexOf(text))
  const list = texts as string[]
  if (list.length === 0) return null
  // The message's own text is the one shown, whatever the list held in its place.
  list[chosen] = text
  return list.length > 1 ? { texts: list, chosen } : null
}

/** `mes` as a text; Chub's exports wrap it as `{ message }`. */
function messageText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  )
    return (value as { message: string }).message
  return null
}

function parseObject(body: string, line: number): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    throw new ChatFileError('NOT_JSON', line, `Line ${line} is not valid JSON.`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ChatFileError('NOT_JSON', line, `Line ${line} is not a JSON object.`)
  return value as Record<string, unknown>
}

const EARLIEST = Date.UTC(1970, 0, 1)
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
/** SillyTavern's own date: `2024-5-14 @21h 04m 09s 345ms` (its local time; read as UTC). */
const HUMANIZED = /^(\d{4})-(\d{1,2})-(\d{1,2}) ?@(\d{1,2})h ?(\d{1,2})m ?(\d{1,2})s ?(\d{1,3})ms$/

/** SillyTavern's older message date: `May 14, 2024 9:04pm` (read as UTC). */
const MONTH_DAY_YEAR = /^([A-Za-z]+) (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}) ?(am|pm)$/i
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/**
 * A date from epoch milliseconds, ISO 8601, either of SillyTavern's own forms or any form
 * `Date` reads.
 */
export function readDate(value: unknown): Date | null {
  let time = Number.NaN
  if (typeof value === 'number') time = value
  else if (typeof value === 'string') time = readDateText(value.trim())
  if (!Number.isFinite(time) || time < EARLIEST || time > LATEST) return null
  return new Date(time)
}

function readDateText(text: string): number {
  const humanized = HUMANIZED.exec(text)
  if (humanized) {
    const [year, month, day, hour, minute, second, ms] = humanized.slice(1).map(Number) as number[]
    return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms!)
  }
  const written = MONTH_DAY_YEAR.exec(text)
  if (written) {
    const [, monthName, day, year, hour, minute, half] = written as unknown as string[]
    const month = MONTHS.indexOf(monthName!.slice(0, 3).toLowerCase())
    const hours = (Number(hour) % 12) + (half!.toLowerCase() === 'pm' ? 12 : 0)
    return month < 0
      ? Number.NaN
      : Date.UTC(Number(year), month, Number(day), hours, Number(minute))
  }
  return Date.parse(text)
}

/** SillyTavern's humanized form of a date, in UTC (milliseconds written with three digits). */
export function humanizedDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0')
  return (
    `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${date.getUTCDate()} ` +
    `@${two(date.getUTCHours())}h ${two(date.getUTCMinutes())}m ${two(date.getUTCSeconds())}s ` +
    `${String(date.getUTCMilliseconds()).padStart(3, '0')}ms`
  )
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}

function formatBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${(bytes / 1024).toLocaleString('en')} KB` : `${bytes} bytes`
}
