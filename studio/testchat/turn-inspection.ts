import type { CanvasNode } from '../../engine/canvas'
import type { VariableValue } from '../../engine/compiled'
import { type ActivationCause, type DropReason, recordsOfDigest } from '../../engine/lorebook'
import { nodeLabel } from '../editor/node-defaults'
import type { PromptLog } from './test-chat-api'
import type { StateUpdate } from './transcript'

export interface LoreRow {
  entryId: string
  /** The entry's node on the canvas, or null when it was deleted after publishing. */
  nodeId: string | null
  name: string
  /** Why it was activated (`constant`, `sticky`, `keys`) or dropped (`budget`, `cooldown`, …). */
  why: ActivationCause | DropReason
  matchedKey: string | null
  tokens: number | null
  /** 0 = the chat itself, n = the n-th recursion pass. */
  step: number
}

export interface VariableRow {
  name: string
  nodeId: string | null
  before: VariableValue | null
  after: VariableValue | null
  changed: boolean
  /** What changed it: the model's state block or a trigger (null when unchanged). */
  source: 'state-block' | 'trigger' | null
}

export interface NodeRef {
  id: string
  nodeId: string | null
  name: string
}

/** One turn of the test chat, in the words of the canvas: what the inspector shows. */
export interface TurnInspection {
  messageId: string
  turnIndex: number
  model: string
  activated: LoreRow[]
  /** Dropped for a reason worth a look (budget, cooldown, group, probability, …). */
  dropped: LoreRow[]
  /** Entries whose keys did not match (or that are switched off): usually many, shown folded. */
  unmatched: LoreRow[]
  variables: VariableRow[]
  invalidUpdates: { name: string; reason: string }[]
  triggers: NodeRef[]
  scene: NodeRef | null
  sceneMoves: { from: NodeRef; to: NodeRef; cause: 'trigger' | 'transition' }[]
  ended: boolean
  price: { quote: number; actual: number; charged: number }
  promptTokens: number
  history: { kept: number; dropped: number; summarized: number }
}

const QUIET_DROPS: ReadonlySet<string> = new Set(['no-match', 'disabled'])

/**
 * Describes a turn from its prompt log (the engine's debug record) and the stream's state
 * event, naming every entry, trigger, scene and variable by its node on the current canvas.
 */
export function inspectTurn(
  log: PromptLog,
  nodes: readonly CanvasNode[],
  state: StateUpdate | null,
): TurnInspection {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const ref = (id: string, fallback?: string): NodeRef => {
    const node = byId.get(id)
    return { id, nodeId: node ? id : null, name: (node && nodeLabel(node)) || fallback || id }
  }
  const { assemble, after } = log.debug

  const activated: LoreRow[] = []
  const dropped: LoreRow[] = []
  const unmatched: LoreRow[] = []
  for (const record of recordsOfDigest(assemble.lorebook)) {
    const { nodeId, name } = ref(record.entryId)
    const row: LoreRow = {
      entryId: record.entryId,
      nodeId,
      name,
      why: record.outcome === 'activated' ? record.cause : record.reason,
      matchedKey: record.outcome === 'activated' ? (record.matchedKey ?? null) : null,
      tokens: record.tokens ?? null,
      step: record.step,
    }
    if (record.outcome === 'activated') activated.push(row)
    else if (QUIET_DROPS.has(record.reason)) unmatched.push(row)
    else dropped.push(row)
  }

  const variableNodes = new Map<string, string>()
  for (const node of nodes) {
    if (node.type === 'variable' && node.data.name) variableNodes.set(node.data.name, node.id)
  }
  const firstChange = new Map<string, (typeof after.variableChanges)[number]>()
  const lastChange = new Map<string, (typeof after.variableChanges)[number]>()
  for (const change of after.variableChanges) {
    if (!firstChange.has(change.name)) firstChange.set(change.name, change)
    lastChange.set(change.name, change)
  }
  const names = new Set([...Object.keys(state?.variables ?? {}), ...firstChange.keys()])
  const variables: VariableRow[] = [...names].sort().map((name) => {
    const first = firstChange.get(name)
    const last = lastChange.get(name)
    const afterValue = state?.variables[name] ?? last?.to ?? null
    const beforeValue = first ? (first.from ?? null) : afterValue
    return {
      name,
      nodeId: variableNodes.get(name) ?? null,
      before: beforeValue,
      after: afterValue,
      changed: first !== undefined && beforeValue !== afterValue,
      source: last?.source ?? null,
    }
  })

  return {
    messageId: log.messageId,
    turnIndex: after.turnIndex,
    model: log.model,
    activated,
    dropped,
    unmatched,
    variables,
    invalidUpdates: after.invalidUpdates.map(({ name, reason }) => ({ name, reason })),
    triggers: after.triggersFired.map((trigger) => ref(trigger.id, trigger.name)),
    scene: state?.sceneId ? ref(state.sceneId) : null,
    sceneMoves: after.sceneMoves.map((move) => ({
      from: ref(move.from),
      to: ref(move.to),
      cause: move.cause,
    })),
    ended: after.ended,
    price: {
      quote: log.price.quote.credits,
      actual: log.price.actual.credits,
      charged: log.price.charged,
    },
    promptTokens: assemble.promptTokens,
    history: {
      kept: assemble.historyKept,
      dropped: assemble.historyDropped,
      summarized: assemble.historySummarized,
    },
  }
}
