import type { CanvasGraph } from '../canvas/graph'
import type { LorebookEntryNode } from '../canvas/nodes/lorebook-entry'
import type { LorebookEntry } from '../compiled/types'

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
    selectiveLogic: data.selectiveLogic,
    sticky: data.sticky,
    useProbability: data.useProbability,
  }
  return entry
}

/** Priority first (higher first), then id, as the assembler expects. */
export function compareLorebookEntries(left: LorebookEntry, right: LorebookEntry): number {
  if (left.priority !== right.priority) return right.priority - left.priority
  return left.id < right.id ? -1 : left.id > right.id ? 1 : 0
}
