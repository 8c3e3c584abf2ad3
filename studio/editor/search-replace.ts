import type { CanvasNode, CanvasNodeType } from '../../engine/canvas'
import type { TextKey } from '../../web/i18n'

/** A text field the search reads, with the inspector's label for it. */
export interface SearchField {
  field: string
  label: TextKey<'studio', 'studioField'>
}

const field = (name: string, label: SearchField['label']): SearchField => ({ field: name, label })

/**
 * The titles and text fields searched, per node kind: what the inspector shows, so a match
 * can be seen once its node is opened. Variable names are left out: conditions and
 * triggers name variables by their name, so replacing one would cut those links.
 */
export const SEARCH_FIELDS: Readonly<Record<CanvasNodeType, readonly SearchField[]>> = {
  start: [field('title', 'studioField.title'), field('greeting', 'studioField.greeting')],
  story: [
    field('title', 'studioField.title'),
    field('situation', 'studioField.situation'),
    field('goals', 'studioField.goals'),
    field('instructions', 'studioField.instructions'),
  ],
  character: [
    field('name', 'studioField.name'),
    field('nickname', 'studioField.nickname'),
    field('description', 'studioField.description'),
    field('personality', 'studioField.personality'),
    field('exampleDialogue', 'studioField.exampleDialogue'),
    field('creatorNotes', 'studioField.creatorNotes'),
  ],
  text: [field('title', 'studioField.title'), field('text', 'studioField.text')],
  variable: [field('description', 'studioField.description')],
  condition: [field('title', 'studioField.title')],
  trigger: [field('title', 'studioField.title')],
  lorebookEntry: [field('name', 'studioField.entryName'), field('content', 'studioField.content')],
  image: [field('title', 'studioField.title')],
  imageCategory: [
    field('name', 'studioField.name'),
    field('description', 'studioField.description'),
  ],
  note: [field('text', 'studioField.noteText')],
  group: [field('label', 'studioField.groupLabel')],
}

export interface SearchOptions {
  caseSensitive: boolean
}

/** One occurrence of the search text, with a little context on each side. */
export interface SearchMatch {
  nodeId: string
  field: string
  /** Offset of the occurrence in the field's text. */
  start: number
  /** The occurrence as written (its case may differ from the query's). */
  text: string
  before: string
  after: string
}

/** Listed at most; replace all still replaces every occurrence. */
export const MATCH_LIMIT = 500
const CONTEXT = 24

function pattern(query: string, options: SearchOptions): RegExp {
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(escaped, options.caseSensitive ? 'gu' : 'giu')
}

const textOf = (node: CanvasNode, name: string): string => {
  const value = (node.data as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : ''
}

/** Up to `CONTEXT` characters before `start`, cut at a word's start when cut at all. */
function contextBefore(text: string, start: number): string {
  if (start <= CONTEXT) return text.slice(0, start)
  const slice = text.slice(start - CONTEXT, start)
  const space = slice.search(/\s/)
  return `…${space >= 0 ? slice.slice(space + 1) : slice}`
}

/** Up to `CONTEXT` characters after `end`, cut at a word's end when cut at all. */
function contextAfter(text: string, end: number): string {
  if (end + CONTEXT >= text.length) return text.slice(end)
  const slice = text.slice(end, end + CONTEXT)
  const space = slice.search(/\s\S*$/)
  return `${space > 0 ? slice.slice(0, space) : slice}…`
}

/** Every occurrence of `query` in the searched fields, in node order, at most `limit`. */
export function searchNodes(
  nodes: readonly CanvasNode[],
  query: string,
  options: SearchOptions,
  limit = MATCH_LIMIT,
): SearchMatch[] {
  if (query === '') return []
  const regex = pattern(query, options)
  const matches: SearchMatch[] = []
  for (const node of nodes) {
    for (const { field: name } of SEARCH_FIELDS[node.type] ?? []) {
      const text = textOf(node, name)
      for (const found of text.matchAll(regex)) {
        if (matches.length >= limit) return matches
        const start = found.index
        const end = start + found[0].length
        matches.push({
          nodeId: node.id,
          field: name,
          start,
          text: found[0],
          before: contextBefore(text, start),
          after: contextAfter(text, end),
        })
      }
    }
  }
  return matches
}

/** How many occurrences there are in all, past the listing's limit. */
export function countMatches(
  nodes: readonly CanvasNode[],
  query: string,
  options: SearchOptions,
): number {
  if (query === '') return 0
  const regex = pattern(query, options)
  let count = 0
  for (const node of nodes) {
    for (const { field: name } of SEARCH_FIELDS[node.type] ?? []) {
      for (const _ of textOf(node, name).matchAll(regex)) count++
    }
  }
  return count
}

/**
 * The node's data with one occurrence replaced, or null when the text there is no longer
 * the match (edited since the search).
 */
export function replaceOne<Data extends CanvasNode['data']>(
  data: Data,
  match: Pick<SearchMatch, 'field' | 'start' | 'text'>,
  replacement: string,
): Data | null {
  const text = (data as Record<string, unknown>)[match.field]
  if (typeof text !== 'string') return null
  if (text.slice(match.start, match.start + match.text.length) !== match.text) return null
  const next =
    text.slice(0, match.start) + replacement + text.slice(match.start + match.text.length)
  return { ...data, [match.field]: next }
}

/** The node's data with every occurrence in its searched fields replaced (same data if none). */
export function replaceAll<Node extends CanvasNode>(
  node: Node,
  query: string,
  replacement: string,
  options: SearchOptions,
): Node['data'] {
  if (query === '') return node.data
  const regex = pattern(query, options)
  let data = node.data
  for (const { field: name } of SEARCH_FIELDS[node.type] ?? []) {
    const text = textOf(node, name)
    // A function, so "$&" or "$1" in the replacement is written as typed.
    const next = text.replace(regex, () => replacement)
    if (next !== text) data = { ...data, [name]: next }
  }
  return data
}
