/**
 * Texts of the engine's findings and the studio's server errors in the writer's language.
 * The engine's finding has a stable `key` and an exact English `message`; in English the
 * message is shown as it is (it names the variable, edge or regex at fault), in other
 * languages the key's translation, with the quoted name and the number lifted out of the
 * message; a key without a translation falls back to the English message.
 */
import type { TFunction } from 'i18next'
import type { ValidationError } from '../../engine/validate'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'

/** `{ name, limit }` from 'Unknown variable "trust" …' or '… at most 7 tags.'. */
export function problemParams(message: string): { name: string; limit: string } {
  return {
    name: /"([^"]*)"/.exec(message)?.[1] ?? '',
    limit: /\d+/.exec(message)?.[0] ?? '',
  }
}

export function problemText(
  t: TFunction<'studio'>,
  language: string,
  problem: Pick<ValidationError, 'key' | 'message'>,
): string {
  if (language === 'en') return problem.message
  return t(`studioProblems.${problem.key}`, {
    ...problemParams(problem.message),
    defaultValue: problem.message,
  })
}

/**
 * A problem's text with the node ids it quotes replaced by the names the writer knows
 * (a title, or "Scene 2 (untitled)"), and an edge's id by its two ends. Ids of nodes no
 * longer on the canvas stay as they are. Quotes are "…" or 「…」 (Japanese texts).
 */
export function withNodeNames(text: string, names: ReadonlyMap<string, string>): string {
  const name = (id: string): string | undefined => {
    const known = names.get(id)
    if (known !== undefined) return known
    const edge = /^(.+)\.[^.]+->(.+)\.[^.]+$/.exec(id)
    if (!edge) return undefined
    const [, source = '', target = ''] = edge
    if (!names.has(source) && !names.has(target)) return undefined
    return `${names.get(source) ?? source} → ${names.get(target) ?? target}`
  }
  return text.replace(/"([^"]+)"|「([^」]+)」/g, (whole, plain?: string, japanese?: string) => {
    const id = plain ?? japanese ?? ''
    const named = name(id)
    if (named === undefined) return whole
    return plain !== undefined ? `"${named}"` : `「${named}」`
  })
}

/** Why a connection was refused: the engine's reason, or the studio's own for two outputs. */
export function refusalText(
  t: TFunction<'studio'>,
  language: string,
  refusal: Pick<ValidationError, 'key' | 'message'>,
): string {
  if (refusal.key === 'SAME_DIRECTION') return t('studioCanvas.sameDirection')
  return problemText(t, language, refusal)
}

/**
 * A thrown value as text: the studio's own codes first (with the error's details as
 * values, e.g. `{{maxWidth}}`), then the shared error texts, then the server's text.
 */
export function studioErrorText(t: TFunction<'studio'>, error: unknown): string {
  if (ApiError.isInstance(error)) {
    const details =
      typeof error.details === 'object' && error.details !== null
        ? (error.details as Record<string, unknown>)
        : {}
    const translated = t(`studioErrors.${error.code}`, { ...details, defaultValue: '' })
    if (translated) return translated
  }
  return errorText(t, error)
}
