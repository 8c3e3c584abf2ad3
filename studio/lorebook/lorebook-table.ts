import { LOREBOOK_POSITIONS, type LorebookEntryNode } from '../../engine/canvas'
import type { FlowNode } from '../editor/document'

export type LorebookColumn =
  | 'name'
  | 'keys'
  | 'position'
  | 'priority'
  | 'scanDepth'
  | 'sticky'
  | 'enabled'

export interface LorebookQuery {
  search: string
  sortBy: LorebookColumn
  descending: boolean
}

/** The lorebook entries on the canvas, filtered by `search` (name, keys, text) and sorted. */
export function lorebookRows(
  nodes: readonly FlowNode[],
  query: LorebookQuery,
): LorebookEntryNode[] {
  const needle = query.search.trim().toLowerCase()
  const entries = nodes.filter(
    (node): node is LorebookEntryNode & FlowNode => node.type === 'lorebookEntry',
  )
  const matching = needle
    ? entries.filter(
        (node) =>
          node.data.name.toLowerCase().includes(needle) ||
          node.data.keys.some((key) => key.toLowerCase().includes(needle)) ||
          node.data.content.toLowerCase().includes(needle),
      )
    : entries
  const value = (node: LorebookEntryNode): string | number => {
    switch (query.sortBy) {
      case 'name':
        return node.data.name.toLowerCase()
      case 'keys':
        return node.data.keys.join(', ').toLowerCase()
      case 'position':
        return LOREBOOK_POSITIONS.indexOf(node.data.position) * 10_000 + node.data.depth
      case 'priority':
        return node.data.priority
      case 'scanDepth':
        return node.data.scanDepth ?? -1
      case 'sticky':
        return node.data.sticky
      case 'enabled':
        return node.data.enabled ? 1 : 0
    }
  }
  const direction = query.descending ? -1 : 1
  return [...matching].sort((left, right) => {
    const a = value(left)
    const b = value(right)
    return (a < b ? -1 : a > b ? 1 : left.id < right.id ? -1 : 1) * direction
  })
}

/**
 * Heights of the spacer rows that stand in for the rows out of view (above and below the
 * virtualizer's window), so a table keeps its native layout and a true-to-size scrollbar.
 */
export function spacerHeights(
  window: readonly { start: number; end: number }[],
  totalSize: number,
): { top: number; bottom: number } {
  const first = window[0]
  const last = window[window.length - 1]
  if (!first || !last) return { top: 0, bottom: 0 }
  return { top: first.start, bottom: Math.max(0, totalSize - last.end) }
}

export interface BulkEdit {
  enabled?: boolean
  scanDepth?: number | null
  priority?: number
  sticky?: number
}

export function applyBulkEdit(
  data: LorebookEntryNode['data'],
  edit: BulkEdit,
): LorebookEntryNode['data'] {
  return { ...data, ...edit }
}

/** SillyTavern's own marks for its positions (its entry list and position menu). */
const SILLYTAVERN_POSITION = {
  before: '↑Char',
  after: '↓Char',
  anTop: '↑AN',
  anBottom: '↓AN',
  emTop: '↑EM',
  emBottom: '↓EM',
} as const
const SILLYTAVERN_ROLE = { system: '⚙️', user: '👤', assistant: '🤖' } as const

/**
 * An entry's position as SillyTavern writes it (`↑Char`, `@D ⚙️ 4`, …), for a book placed
 * as SillyTavern does (a studio book shows its own words).
 */
export function sillyTavernPosition(data: LorebookEntryNode['data']): string {
  return data.position === 'atDepth'
    ? `@D ${SILLYTAVERN_ROLE[data.role]} ${data.depth}`
    : SILLYTAVERN_POSITION[data.position]
}
