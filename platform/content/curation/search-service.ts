/** The search page's categories: the admins' ordered drafts, publishing, and what players read. */
import { newObjectId } from '../../db'
import { badRequest, conflict, notFound, type SessionUser } from '../../http'
import type { ContentDeps } from '../ports'
import type {
  CurationLanguage,
  SearchComponentFields,
  SearchComponentSummary,
  SearchInputLabel,
  SearchInputsView,
} from './contract'
import {
  MAX_SEARCH_COMPONENTS,
  moveTo,
  normalizeInputs,
  type SearchComponentInputParsed,
  searchComponentChanged,
} from './search-rules'
import {
  countComponents,
  deleteComponent,
  findComponent,
  insertComponent,
  listComponents,
  lockedOrder,
  publishAll,
  publishedComponents,
  renumber,
  type SearchComponentRow,
  updateComponentDraft,
} from './search-store'

const componentNotFound = () => notFound('Search category not found', 'SEARCH_COMPONENT_NOT_FOUND')

export function createSearchCategoryService(deps: ContentDeps) {
  const { db } = deps

  /** Each input labelled: a creator by nickname (unknown ones keep their id), others as they are. */
  async function labelsOf(fields: readonly SearchComponentFields[]) {
    const creators = [...new Set(fields.flatMap((f) => (f.kind === 'creators' ? f.inputs : [])))]
    const found = creators.length > 0 && deps.users ? await deps.users.findUsers(creators) : []
    const names = new Map(found.map((user) => [user.oid, user.nickname]))
    return (field: SearchComponentFields): SearchInputLabel[] =>
      field.inputs.map((value) => ({ value, label: names.get(value) ?? value }))
  }

  async function summaries(rows: readonly SearchComponentRow[]): Promise<SearchComponentSummary[]> {
    const label = await labelsOf(rows.map((row) => row.draft))
    return rows.map((row) => ({
      componentOid: row.oid,
      position: row.position,
      draft: row.draft,
      published: row.published,
      unpublishedChanges: searchComponentChanged(row.draft, row.position, row.published),
      labels: label(row.draft),
      publishedAt: row.published_at ? row.published_at.toISOString() : null,
      updatedAt: row.updated_at.toISOString(),
      updatedBy: row.updated_by,
    }))
  }
  const summaryOf = async (row: SearchComponentRow) =>
    (await summaries([row]))[0] as SearchComponentSummary

  /** The draft as stored; creators must be known accounts. */
  async function draftOf(input: SearchComponentInputParsed): Promise<SearchComponentFields> {
    const normal = normalizeInputs(input.kind, input.inputs)
    if ('problem' in normal) throw badRequest('INVALID_PARAMETERS', normal.problem)
    if (input.kind === 'creators' && deps.users) {
      const known = new Set((await deps.users.findUsers(normal.inputs)).map((user) => user.oid))
      const unknown = normal.inputs.find((oid) => !known.has(oid))
      if (unknown) throw badRequest('UNKNOWN_CREATOR', `Unknown creator: ${unknown}`)
    }
    return { kind: input.kind, titles: input.titles, inputs: normal.inputs, hidden: input.hidden }
  }

  async function create(admin: SessionUser, draft: SearchComponentFields) {
    return db.transaction().execute(async (trx) => {
      const order = await lockedOrder(trx)
      if (order.length >= MAX_SEARCH_COMPONENTS)
        throw conflict(
          `The search page holds at most ${MAX_SEARCH_COMPONENTS} categories`,
          'TOO_MANY_SEARCH_COMPONENTS',
        )
      const at = deps.clock.now()
      const row = { oid: newObjectId(), position: order.length + 1, draft, by: admin.oid, at }
      return insertComponent(trx, row)
    })
  }

  async function detail(oid: string) {
    const row = await findComponent(db, oid)
    if (!row) throw componentNotFound()
    return summaryOf(row)
  }

  return {
    detail,
    async list(query: { q?: string; after?: string }) {
      const [page, total] = await Promise.all([listComponents(db, query), countComponents(db)])
      return { components: await summaries(page.rows), next: page.next, total }
    },
    /** Saves a category's draft (a new one, last in the list, without `componentOid`). */
    async save(admin: SessionUser, input: SearchComponentInputParsed) {
      const draft = await draftOf(input)
      if (!input.componentOid)
        return { before: null, after: await summaryOf(await create(admin, draft)) }
      const before = await findComponent(db, input.componentOid)
      if (!before) throw componentNotFound()
      const at = deps.clock.now()
      const row = await updateComponentDraft(db, input.componentOid, { draft, by: admin.oid, at })
      if (!row) throw componentNotFound()
      return { before: await summaryOf(before), after: await summaryOf(row) }
    },
    /** Moves a category to a place (1 first); the others close up around it. */
    async move(oid: string, position: number) {
      const moved = await db.transaction().execute(async (trx) => {
        const order = await lockedOrder(trx)
        const next = moveTo(order, oid, position)
        if (!next) throw componentNotFound()
        await renumber(trx, next)
        return { from: order.indexOf(oid) + 1, to: next.indexOf(oid) + 1 }
      })
      return { ...moved, after: await detail(oid) }
    },
    async publish(admin: SessionUser) {
      return publishAll(db, admin.oid, deps.clock.now())
    },
    /** Removes a category from the drafts and from what players see, at once. */
    async remove(oid: string) {
      const removed = await db.transaction().execute(async (trx) => {
        const order = await lockedOrder(trx)
        const row = await deleteComponent(trx, oid)
        if (!row) throw componentNotFound()
        await renumber(
          trx,
          order.filter((other) => other !== oid),
        )
        return row
      })
      return summaryOf(removed)
    },
    /** GET /content/curation/search-inputs: the published, shown categories in the reader's language. */
    async searchInputs(language: CurationLanguage): Promise<SearchInputsView[]> {
      const rows = await publishedComponents(db)
      const label = await labelsOf(rows.map((row) => row.published))
      return rows.map(({ oid, published }) => ({
        componentOid: oid,
        kind: published.kind,
        title: published.titles[language] || published.titles.en,
        inputs: label(published),
      }))
    },
  }
}

export type SearchCategoryService = ReturnType<typeof createSearchCategoryService>
