/** What a search category may hold, and the pure rules over the ordered list. */
import { z } from 'zod'
import { objectIdField } from '../../http'
import type { SearchComponentFields, SearchComponentKind } from './contract'

export const SEARCH_COMPONENT_KINDS = [
  'tags',
  'creators',
  'contentTypes',
] as const satisfies SearchComponentKind[]
/** The content types a `contentTypes` category may offer (the detail search's own). */
export const SEARCH_CONTENT_TYPES = ['story', 'clip', 'playlist', 'preview', 'scenario'] as const
export const MAX_SEARCH_COMPONENTS = 50
export const MAX_SEARCH_INPUTS = 20
/** Search categories per page of the admin's list. */
export const SEARCH_COMPONENTS_PER_PAGE = 20

const title = z
  .string('Expected a category title')
  .trim()
  .min(1, 'Every category needs a title in each language')
  .max(40, 'A category title is at most 40 characters')

export const searchComponentInput = z.object({
  componentOid: objectIdField().optional(),
  kind: z.enum(SEARCH_COMPONENT_KINDS, 'Expected tags, creators or contentTypes'),
  titles: z.object({ en: title, ko: title, jp: title, es: title }),
  inputs: z
    .array(z.string('Expected an input').max(40, 'An input is at most 40 characters'))
    .min(1, 'A category needs at least one input')
    .max(MAX_SEARCH_INPUTS, `A category holds at most ${MAX_SEARCH_INPUTS} inputs`),
  hidden: z.boolean('Expected hidden to be true or false'),
})
export type SearchComponentInputParsed = z.output<typeof searchComponentInput>

/**
 * A category's inputs as stored, or the reason they are refused: hashtags lose their '#' and
 * capitals, creators must be ids, content types must be known; none may repeat.
 */
export function normalizeInputs(
  kind: SearchComponentKind,
  inputs: readonly string[],
): { inputs: string[] } | { problem: string } {
  const values = inputs.map((input) =>
    kind === 'tags' ? input.trim().replace(/^#+/, '').trim().toLowerCase() : input.trim(),
  )
  if (values.some((value) => value === '')) return { problem: 'An input is empty' }
  if (kind === 'tags' && values.some((value) => /[\s,#]/.test(value)))
    return { problem: 'A hashtag has no spaces, commas or #' }
  if (kind === 'creators' && values.some((value) => !/^[0-9a-f]{24}$/.test(value)))
    return { problem: 'A creator is given by their 24-character id' }
  const types: readonly string[] = SEARCH_CONTENT_TYPES
  if (kind === 'contentTypes' && values.some((value) => !types.includes(value)))
    return { problem: 'A content type is story, clip, playlist, preview or scenario' }
  if (new Set(values).size !== values.length) return { problem: 'An input is listed twice' }
  return { inputs: values }
}

/**
 * The list's order after moving `oid` to `position` (1 first; clamped to the list), or null
 * when `oid` is not in the list.
 */
export function moveTo(order: readonly string[], oid: string, position: number): string[] | null {
  const from = order.indexOf(oid)
  if (from < 0) return null
  const rest = order.filter((other) => other !== oid)
  const to = Math.min(Math.max(Math.trunc(position), 1), order.length) - 1
  return [...rest.slice(0, to), oid, ...rest.slice(to)]
}

/** The draft or its place differs from what is published (or nothing is published yet). */
export function searchComponentChanged(
  draft: SearchComponentFields,
  position: number,
  published: (SearchComponentFields & { position: number }) | null,
): boolean {
  if (published === null) return true
  const { position: publishedAt, ...fields } = published
  return (
    publishedAt !== position || JSON.stringify(fieldsOf(fields)) !== JSON.stringify(fieldsOf(draft))
  )
}

/** The fields in one key order, so two copies compare as text. */
export function fieldsOf(fields: SearchComponentFields): SearchComponentFields {
  const { en, ko, jp, es } = fields.titles
  return {
    kind: fields.kind,
    titles: { en, ko, jp, es },
    inputs: fields.inputs,
    hidden: fields.hidden,
  }
}
