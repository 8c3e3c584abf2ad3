import type { CanvasGraph } from '../canvas/graph'
import type { LorebookEntryNode } from '../canvas/nodes/lorebook-entry'
import type { LorebookEntry } from '../compiled/types'
import { compareIds } from './order'

/**
 * A canvas entry in the assembler's form. Null "use the global setting" values are
 * omitted (the assembler reads them as undefined); import bookkeeping is dropped.
 */
export function compileLorebookEntry(node: LorebookEntryNode, graph: CanvasGraph): LorebookEntry {
  const { data } = node
  const scopeTarget = graph.outgoing(node.id, 'scope')[0]
  const scopeNode = scopeTarget ? graph.nodesById.get(scopeTarget.target) : undefined
  // Keys in code-unit order: canonicalJson then serializes without copying the entry.
  const entry: LorebookEntry = {
    budgetExempt: data.budgetExempt && data.constant,
    ...(data.caseSensitive !== null ? { caseSensitive: data.caseSensitive } : {}),
    constant: data.constant,
    content: data.content,
    ...(data.characterFilter ? { characterFilter: copyFilter(data.characterFilter) } : {}),
    cooldown: data.cooldown,
    delay: data.delay,
    delayUntilRecursion: data.delayUntilRecursion,
    depth: data.depth,
    enabled: data.enabled,
    excludeRecursion: data.excludeRecursion,
    ...(data.group !== '' ? { group: data.group, groupOverride: data.groupOverride } : {}),
    groupWeight: data.groupWeight,
    id: node.id,
    keys: data.keys.filter((key) => key.trim() !== ''),
    ...(data.matchWholeWords !== null ? { matchWholeWords: data.matchWholeWords } : {}),
    name: data.name,
    position: data.position,
    preventRecursion: data.preventRecursion,
    priority: data.priority,
    probability: data.probability,
    role: data.role,
    ...(data.scanDepth !== null ? { scanDepth: data.scanDepth } : {}),
    ...(scopeNode?.type === 'story' ? { scope: { sceneId: scopeNode.id } } : {}),
    ...(scopeNode?.type === 'character' ? { scope: { characterId: scopeNode.id } } : {}),
    secondaryKeys: data.secondaryKeys.filter((key) => key.trim() !== ''),
    ...(data.selective ? {} : { selective: false }),
    selectiveLogic: data.selectiveLogic,
    sticky: data.sticky,
    ...(data.useGroupScoring !== null ? { useGroupScoring: data.useGroupScoring } : {}),
    useProbability: data.useProbability,
  }
  return entry
}

/**
 * Priority first (higher first), then id in natural order: SillyTavern keeps equal orders
 * in uid order, and imported entries are numbered in that order (`lore-2` before `lore-10`).
 */
export function compareLorebookEntries(left: LorebookEntry, right: LorebookEntry): number {
  if (left.priority !== right.priority) return right.priority - left.priority
  return compareIds(left.id, right.id)
}

const copyFilter = (filter: NonNullable<LorebookEntryNode['data']['characterFilter']>) => ({
  isExclude: filter.isExclude,
  names: [...filter.names],
  tags: [...filter.tags],
})
