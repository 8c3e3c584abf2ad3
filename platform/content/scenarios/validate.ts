/**
 * The scenario's rules, pure: a start that exists, ids used once, options leading to pages
 * that exist, every page reachable from the start, no page without options that is not an
 * ending, no page from which no ending can be reached (a loop without an exit), and
 * references to options and variables that exist. Assets are checked against a lookup the
 * service reads first (the creator's ready uploads).
 */
import type { ScenarioDocument, ScenarioPage, ScenarioProblem } from './contract'

/** What the uploads area knows of a key: its kind, or null when the creator has no such ready upload. */
export type AssetLookup = (key: string) => 'video' | 'image' | 'other' | null

export function validateScenario(
  document: ScenarioDocument,
  assets: AssetLookup | null = null,
): ScenarioProblem[] {
  const problems: ScenarioProblem[] = []
  const pages = new Map<string, ScenarioPage>()
  const optionIds = new Set<string>()
  for (const page of document.pages) {
    if (pages.has(page.id)) problems.push({ code: 'duplicate-id', pageId: page.id, ref: page.id })
    else pages.set(page.id, page)
    for (const option of page.options) {
      if (optionIds.has(option.id))
        problems.push({
          code: 'duplicate-id',
          pageId: page.id,
          optionId: option.id,
          ref: option.id,
        })
      optionIds.add(option.id)
    }
  }
  problems.push(...referenceProblems(document, pages, optionIds))
  if (document.start === null || !pages.has(document.start)) {
    problems.push({ code: 'no-start' })
  } else {
    problems.push(...graphProblems(document.start, pages))
  }
  if (assets) problems.push(...assetProblems(document, assets))
  return problems
}

function referenceProblems(
  document: ScenarioDocument,
  pages: ReadonlyMap<string, ScenarioPage>,
  optionIds: ReadonlySet<string>,
): ScenarioProblem[] {
  const problems: ScenarioProblem[] = []
  const variables = new Set(document.variables.map((variable) => variable.id))
  for (const page of pages.values()) {
    if (page.kind === 'ending' && page.options.length > 0)
      problems.push({ code: 'ending-with-options', pageId: page.id })
    for (const option of page.options) {
      const at = { pageId: page.id, optionId: option.id }
      if (!pages.has(option.to)) problems.push({ code: 'missing-target', ...at, ref: option.to })
      for (const condition of option.when) {
        const ref = condition.kind === 'variable' ? condition.variable : condition.optionId
        const known = condition.kind === 'variable' ? variables.has(ref) : optionIds.has(ref)
        if (!known) problems.push({ code: 'unknown-reference', ...at, ref })
      }
      for (const effect of option.effects)
        if (!variables.has(effect.variable))
          problems.push({ code: 'unknown-reference', ...at, ref: effect.variable })
    }
  }
  return problems
}

/** Pages reachable from `from` by following options whose target exists (conditions ignored). */
export function reachableFrom(from: string, pages: ReadonlyMap<string, ScenarioPage>): Set<string> {
  const seen = new Set<string>([from])
  const queue = [from]
  while (queue.length > 0) {
    const page = pages.get(queue.pop() as string)
    for (const option of page?.options ?? [])
      if (pages.has(option.to) && !seen.has(option.to)) {
        seen.add(option.to)
        queue.push(option.to)
      }
  }
  return seen
}

/** Pages from which some ending can be reached: a backward search from the endings. */
function reachingAnEnding(pages: ReadonlyMap<string, ScenarioPage>): Set<string> {
  const incoming = new Map<string, string[]>()
  for (const page of pages.values())
    for (const option of page.options) {
      const list = incoming.get(option.to) ?? []
      list.push(page.id)
      incoming.set(option.to, list)
    }
  const endings = [...pages.values()]
    .filter((page) => page.kind === 'ending')
    .map((page) => page.id)
  const seen = new Set(endings)
  const queue = [...endings]
  while (queue.length > 0)
    for (const source of incoming.get(queue.pop() as string) ?? [])
      if (!seen.has(source)) {
        seen.add(source)
        queue.push(source)
      }
  return seen
}

function graphProblems(start: string, pages: ReadonlyMap<string, ScenarioPage>): ScenarioProblem[] {
  const problems: ScenarioProblem[] = []
  const reachable = reachableFrom(start, pages)
  const exits = reachingAnEnding(pages)
  for (const page of pages.values()) {
    if (!reachable.has(page.id)) {
      problems.push({ code: 'unreachable', pageId: page.id })
      continue
    }
    if (page.kind === 'ending') continue
    if (page.options.length === 0) problems.push({ code: 'dead-end', pageId: page.id })
    else if (!exits.has(page.id)) problems.push({ code: 'no-exit', pageId: page.id })
  }
  return problems
}

function assetProblems(document: ScenarioDocument, assets: AssetLookup): ScenarioProblem[] {
  const problems: ScenarioProblem[] = []
  for (const page of document.pages) {
    if (!page.media) continue
    const kind = assets(page.media.key)
    if (kind === null)
      problems.push({ code: 'missing-asset', pageId: page.id, ref: page.media.key })
    else if (kind !== page.media.kind)
      problems.push({ code: 'wrong-asset-kind', pageId: page.id, ref: page.media.key })
  }
  return problems
}

/** The keys of the uploads a document names, each once. */
export const assetKeysOf = (document: ScenarioDocument) => [
  ...new Set(document.pages.flatMap((page) => (page.media ? [page.media.key] : []))),
]
