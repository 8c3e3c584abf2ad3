/** What is wrong with a chat file, in the reader's language, with its line. */
import type { TFunction } from 'i18next'
import { CHAT_IMPORT_LIMITS, type ChatFileProblem } from '../../../platform/chat/rooms/contract'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'

const PROBLEMS: readonly ChatFileProblem[] = [
  'TOO_LARGE',
  'EMPTY',
  'NOT_JSON',
  'NOT_A_HEADER',
  'NO_TEXT',
  'BAD_FIELD',
  'MESSAGE_TOO_LONG',
  'TOO_MANY_SWIPES',
  'TOO_MANY_MESSAGES',
  'NO_MESSAGES',
  'ENDS_WITH_PLAYER',
]

/** The limits the texts name, as the reader writes numbers. */
function limitValues(language: string) {
  const format = new Intl.NumberFormat(language === 'jp' ? 'ja' : language)
  return {
    size: format.format(CHAT_IMPORT_LIMITS.maxBytes / 1024),
    maxMessages: format.format(CHAT_IMPORT_LIMITS.maxMessages),
    maxChars: format.format(CHAT_IMPORT_LIMITS.maxMessageChars),
    maxSwipes: format.format(CHAT_IMPORT_LIMITS.maxSwipes),
  }
}

/** A file problem's text; `line` is where it is, when it is on one line. */
export function fileProblemText(
  t: TFunction<'chat'>,
  language: string,
  problem: ChatFileProblem,
  line: number | null,
): string {
  const limits = limitValues(language)
  const max =
    problem === 'TOO_MANY_MESSAGES'
      ? limits.maxMessages
      : problem === 'TOO_MANY_SWIPES'
        ? limits.maxSwipes
        : limits.maxChars
  return t(`myChatsFile.${problem}`, { line: line ?? '', size: limits.size, max })
}

/** A refused import's text: the file's problem when the server names one, else its error. */
export function importErrorText(t: TFunction<'chat'>, language: string, error: unknown): string {
  if (ApiError.isInstance(error) && error.code === 'CHAT_IMPORT_INVALID') {
    const details = (error.details ?? {}) as { reason?: unknown; line?: unknown }
    const problem = PROBLEMS.find((known) => known === details.reason)
    if (problem)
      return fileProblemText(
        t,
        language,
        problem,
        typeof details.line === 'number' ? details.line : null,
      )
  }
  return errorText(t, error)
}
