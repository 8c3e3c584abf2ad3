import type { Summary } from './state'
import { fillTemplate, type PromptTemplates } from './templates'
import type { HistoryMessage, PromptMessage } from './types'

/**
 * The prompt that summarizes a message range (`plot-summaries/compress`), and the range the
 * summary will replace. Speakers are named so the summary keeps who did what.
 */
export function summaryRequest(
  templates: PromptTemplates,
  messages: readonly HistoryMessage[],
  names: { user: string; char: string },
): { messages: PromptMessage[]; startTurn: number; endTurn: number } | null {
  if (messages.length === 0) return null
  const transcript = messages
    .map((message) => `${message.role === 'user' ? names.user : names.char}: ${message.content}`)
    .join('\n')
  const turns = messages.map((message) => message.turnIndex)
  return {
    messages: [
      { role: 'user', content: fillTemplate(templates.summary, { messages: transcript }) },
    ],
    startTurn: Math.min(...turns),
    endTurn: Math.max(...turns),
  }
}

/**
 * The prompt that merges adjacent summaries (`merge-preview`): they must cover consecutive
 * or overlapping turns, otherwise the merge would hide the turns between them.
 */
export function mergeRequest(
  templates: PromptTemplates,
  summaries: readonly Summary[],
):
  | { ok: true; messages: PromptMessage[]; startTurn: number; endTurn: number }
  | { ok: false; reason: 'empty' | 'not-adjacent' } {
  if (summaries.length === 0) return { ok: false, reason: 'empty' }
  const ordered = [...summaries].sort((left, right) => left.startTurn - right.startTurn)
  for (let index = 1; index < ordered.length; index++) {
    if (ordered[index]!.startTurn > ordered[index - 1]!.endTurn + 1)
      return { ok: false, reason: 'not-adjacent' }
  }
  const list = ordered.map((summary) => `- ${summary.content}`).join('\n')
  return {
    ok: true,
    messages: [
      { role: 'user', content: fillTemplate(templates.summaryMerge, { summaries: list }) },
    ],
    startTurn: ordered[0]!.startTurn,
    endTurn: Math.max(...ordered.map((summary) => summary.endTurn)),
  }
}

/** Adds a summary, replacing those it covers entirely (a merge result replaces its parts). */
export function withSummary(summaries: readonly Summary[], summary: Summary): Summary[] {
  const kept = summaries.filter(
    (existing) => existing.startTurn < summary.startTurn || existing.endTurn > summary.endTurn,
  )
  return [...kept, summary].sort((left, right) => left.startTurn - right.startTurn)
}

/** Rollback to `turnIndex`: a summary that ends after it covers turns that no longer exist. */
export function summariesAtTurn(summaries: readonly Summary[], turnIndex: number): Summary[] {
  return summaries.filter((summary) => summary.endTurn <= turnIndex)
}
