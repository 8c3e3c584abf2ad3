/**
 * A viewer's way through a published scenario, pure: the options open on a page (their
 * conditions met on this path), and the step a choice makes (its effects applied). The
 * player and the multiplay rooms share it.
 */
import type {
  ScenarioCondition,
  ScenarioDocument,
  ScenarioOption,
  ScenarioPage,
  ScenarioProgressView,
} from './contract'

export type Progress = ScenarioProgressView

/** The path kept at most this long: a loop walked for hours keeps its last steps. */
export const PATH_LIMIT = 500

export function startProgress(document: ScenarioDocument): Progress | null {
  if (document.start === null || !findPage(document, document.start)) return null
  return {
    pageId: document.start,
    path: [document.start],
    choices: [],
    variables: Object.fromEntries(
      document.variables.map((variable) => [variable.id, variable.initial]),
    ),
  }
}

export const findPage = (document: ScenarioDocument, pageId: string): ScenarioPage | null =>
  document.pages.find((page) => page.id === pageId) ?? null

function holds(condition: ScenarioCondition, progress: Progress): boolean {
  switch (condition.kind) {
    case 'chose':
      return progress.choices.includes(condition.optionId)
    case 'notChose':
      return !progress.choices.includes(condition.optionId)
    case 'variable': {
      const value = progress.variables[condition.variable] ?? 0
      if (condition.op === '>=') return value >= condition.value
      if (condition.op === '<=') return value <= condition.value
      return value === condition.value
    }
  }
}

/** The options of a page this path may take, in the page's order. */
export function openOptions(page: ScenarioPage, progress: Progress): ScenarioOption[] {
  if (page.kind === 'ending') return []
  return page.options.filter((option) =>
    option.when.every((condition) => holds(condition, progress)),
  )
}

export type StepResult =
  | { ok: true; progress: Progress }
  | { ok: false; reason: 'stale' | 'unknown-option' | 'closed-option' | 'missing-page' }

/** Takes `optionId` on the page the viewer is on (`fromPageId`, so a late retry cannot step twice). */
export function step(
  document: ScenarioDocument,
  progress: Progress,
  fromPageId: string,
  optionId: string,
): StepResult {
  if (progress.pageId !== fromPageId) return { ok: false, reason: 'stale' }
  const page = findPage(document, fromPageId)
  if (!page) return { ok: false, reason: 'missing-page' }
  const option = page.options.find((candidate) => candidate.id === optionId)
  if (!option) return { ok: false, reason: 'unknown-option' }
  if (!openOptions(page, progress).includes(option)) return { ok: false, reason: 'closed-option' }
  if (!findPage(document, option.to)) return { ok: false, reason: 'missing-page' }
  const variables = { ...progress.variables }
  for (const effect of option.effects) {
    const current = variables[effect.variable] ?? 0
    variables[effect.variable] = effect.op === 'add' ? current + effect.value : effect.value
  }
  return {
    ok: true,
    progress: {
      pageId: option.to,
      path: [...progress.path, option.to].slice(-PATH_LIMIT),
      choices: [...progress.choices, option.id].slice(-PATH_LIMIT),
      variables,
    },
  }
}

/** Kept progress still fits the document (a republished scenario may have lost its page). */
export function fits(document: ScenarioDocument, progress: Progress): boolean {
  return findPage(document, progress.pageId) !== null
}
