/**
 * The scenario editor's edits, pure: each takes the document and answers the next one.
 * Ids are short and readable (`page-3`, `opt-7`), unique within the document.
 */
import type {
  PageAccess,
  ScenarioDocument,
  ScenarioOption,
  ScenarioPage,
} from '../../platform/content/scenarios/contract'

export const EMPTY_SCENARIO: ScenarioDocument = {
  schemaVersion: 1,
  start: null,
  variables: [],
  pages: [],
}

/** The first `prefix-N` no page, option or variable uses yet. */
export function freshId(document: ScenarioDocument, prefix: string): string {
  const used = new Set<string>([
    ...document.pages.map((page) => page.id),
    ...document.pages.flatMap((page) => page.options.map((option) => option.id)),
    ...document.variables.map((variable) => variable.id),
  ])
  let n = 1
  while (used.has(`${prefix}-${n}`)) n++
  return `${prefix}-${n}`
}

export function addPage(
  document: ScenarioDocument,
  kind: ScenarioPage['kind'],
  position: { x: number; y: number },
  title: string,
): { document: ScenarioDocument; pageId: string } {
  const id = freshId(document, kind === 'ending' ? 'end' : 'page')
  const page: ScenarioPage = {
    id,
    kind,
    title,
    text: '',
    media: null,
    access: { kind: 'free' },
    position,
    options: [],
  }
  // The first page made is where the story starts.
  const start = document.start ?? (kind === 'page' ? id : null)
  return { document: { ...document, start, pages: [...document.pages, page] }, pageId: id }
}

const mapPage = (
  document: ScenarioDocument,
  pageId: string,
  change: (page: ScenarioPage) => ScenarioPage,
): ScenarioDocument => ({
  ...document,
  pages: document.pages.map((page) => (page.id === pageId ? change(page) : page)),
})

export function updatePage(
  document: ScenarioDocument,
  pageId: string,
  patch: Partial<Pick<ScenarioPage, 'title' | 'text' | 'kind' | 'media' | 'access' | 'position'>>,
): ScenarioDocument {
  return mapPage(document, pageId, (page) => {
    const next = { ...page, ...patch }
    // An ending has no options: they would lead nowhere the viewer could go.
    return next.kind === 'ending' ? { ...next, options: [] } : next
  })
}

export function removePage(document: ScenarioDocument, pageId: string): ScenarioDocument {
  return {
    ...document,
    start: document.start === pageId ? null : document.start,
    pages: document.pages
      .filter((page) => page.id !== pageId)
      .map((page) => ({ ...page, options: page.options.filter((option) => option.to !== pageId) })),
  }
}

export const setStart = (document: ScenarioDocument, pageId: string): ScenarioDocument => ({
  ...document,
  start: pageId,
})

/** An option from one page to another (a drawn connection); refused from an ending or to itself twice. */
export function connect(
  document: ScenarioDocument,
  from: string,
  to: string,
  label: string,
): { document: ScenarioDocument; optionId: string | null } {
  const source = document.pages.find((page) => page.id === from)
  if (!source || source.kind === 'ending' || !document.pages.some((page) => page.id === to))
    return { document, optionId: null }
  if (source.options.length >= 6) return { document, optionId: null }
  const optionId = freshId(document, 'opt')
  const option: ScenarioOption = { id: optionId, label, to, when: [], effects: [] }
  return {
    document: mapPage(document, from, (page) => ({ ...page, options: [...page.options, option] })),
    optionId,
  }
}

/**
 * Page expansion: a new page after `from`, joined to it by a new option, so a writer grows
 * the story from the page being written. Nothing changes from an ending or a page whose
 * options are full.
 */
export function expandPage(
  document: ScenarioDocument,
  from: string,
  position: { x: number; y: number },
  titles: { page: string; option: string },
): { document: ScenarioDocument; pageId: string | null } {
  const source = document.pages.find((page) => page.id === from)
  if (!source || source.kind === 'ending' || source.options.length >= 6)
    return { document, pageId: null }
  const added = addPage(document, 'page', position, titles.page)
  return {
    document: connect(added.document, from, added.pageId, titles.option).document,
    pageId: added.pageId,
  }
}

export function updateOption(
  document: ScenarioDocument,
  optionId: string,
  patch: Partial<Omit<ScenarioOption, 'id'>>,
): ScenarioDocument {
  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      options: page.options.map((option) =>
        option.id === optionId ? { ...option, ...patch } : option,
      ),
    })),
  }
}

export function removeOption(document: ScenarioDocument, optionId: string): ScenarioDocument {
  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      options: page.options.filter((option) => option.id !== optionId),
    })),
  }
}

export function setVariables(
  document: ScenarioDocument,
  variables: ScenarioDocument['variables'],
): ScenarioDocument {
  return { ...document, variables: variables.slice(0, 2) }
}

export const accessOf = (kind: PageAccess['kind'], tiers: string[]): PageAccess =>
  kind === 'tier' ? { kind, tiers: tiers.length > 0 ? tiers : ['tier'] } : { kind }

/**
 * Where a new page goes: in the column right of the page being written (the selected one,
 * else the last page that is not an ending), below what that column holds already.
 */
export function nextPosition(document: ScenarioDocument, selectedId: string | null) {
  const selected = document.pages.find((page) => page.id === selectedId && page.kind === 'page')
  const anchor = selected ?? document.pages.filter((page) => page.kind === 'page').at(-1)
  if (!anchor) return { x: 0, y: 0 }
  const x = anchor.position.x + 280
  const column = document.pages.filter((page) => Math.abs(page.position.x - x) < 140)
  const y =
    column.length > 0 ? Math.max(...column.map((page) => page.position.y)) + 140 : anchor.position.y
  return { x, y }
}
