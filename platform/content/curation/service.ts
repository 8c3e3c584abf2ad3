/** Curated pages: the admins' drafts and publishing, and the published pages players read. */
import { newObjectId } from '../../db'
import { badRequest, conflict, notFound, type SessionUser } from '../../http'
import type { ContentDeps } from '../ports'
import { type SearchViewer, selectHits, toHit, viewerConditions } from '../search/query'
import { createSearchService } from '../search/service'
import type {
  CuratedPageDetail,
  CuratedSection,
  CurationLanguage,
  CurationPageView,
} from './contract'
import {
  type CuratedPageRow,
  deletePage,
  findPage,
  findPageAt,
  insertPage,
  labelContents,
  listPages,
  publishDraft,
  summaryOf,
  updateDraft,
} from './pages-store'
import { contentOidsOf, countriesToTry, type PageInput, sectionTitleIn } from './rules'

const pageNotFound = () => notFound('Curated page not found', 'CURATED_PAGE_NOT_FOUND')

export function createCurationService(deps: ContentDeps) {
  const { db } = deps
  const search = createSearchService(deps)

  async function detailOf(row: CuratedPageRow): Promise<CuratedPageDetail> {
    const oids = contentOidsOf([...row.draft, ...(row.published ?? [])])
    return {
      ...summaryOf(row),
      draft: row.draft,
      published: row.published,
      contents: await labelContents(db, oids),
    }
  }

  /** The sections as stored: each keeps its id or gets one; every content must exist. */
  async function sectionsOf(input: PageInput): Promise<CuratedSection[]> {
    const sections = input.sections.map((section) => ({
      sectionOid: section.sectionOid ?? newObjectId(),
      titles: section.titles,
      contentOids: section.contentOids,
    }))
    const oids = contentOidsOf(sections)
    const known = new Set((await labelContents(db, oids)).map((label) => label.contentOid))
    const unknown = oids.find((oid) => !known.has(oid))
    if (unknown) throw badRequest('UNKNOWN_CONTENT', `Unknown content: ${unknown}`)
    return sections
  }

  /** The published sections with the contents this viewer may see, in the curated order. */
  async function viewOf(
    row: CuratedPageRow,
    viewer: SearchViewer,
    language: CurationLanguage,
  ): Promise<CurationPageView | null> {
    if (!row.published || !row.published_at) return null
    const oids = contentOidsOf(row.published)
    const hits =
      oids.length === 0
        ? []
        : await selectHits(db)
            .where((eb) =>
              eb.and([...viewerConditions(eb, viewer), eb('contents.oid', 'in', oids)]),
            )
            .execute()
    const byOid = new Map(hits.map((hit) => [hit.oid, toHit(hit)]))
    return {
      pageOid: row.oid,
      pageUrl: row.url,
      country: row.country,
      publishedAt: row.published_at.toISOString(),
      sections: row.published.map((section) => ({
        sectionOid: section.sectionOid,
        title: sectionTitleIn(section, language),
        contents: section.contentOids.flatMap((oid) => byOid.get(oid) ?? []),
      })),
    }
  }

  /** The page at an address for a country, falling back to the page for every country. */
  async function publishedAt(url: string, country: string | null | undefined) {
    for (const code of countriesToTry(country)) {
      const row = await findPageAt(db, url, code)
      if (row?.published) return row
    }
    return undefined
  }

  return {
    list: (query: { q?: string; before?: string }) => listPages(db, query),

    async detail(pageOid: string) {
      const row = await findPage(db, pageOid)
      if (!row) throw pageNotFound()
      return detailOf(row)
    },

    /** Saves a page's draft (a new page without `pageOid`); players see nothing until publishing. */
    async save(admin: SessionUser, input: PageInput) {
      const sections = await sectionsOf(input)
      const taken = await findPageAt(db, input.pageUrl, input.country)
      if (taken && taken.oid !== input.pageOid)
        throw conflict('A page with this address and country exists', 'CURATED_PAGE_EXISTS')
      const at = deps.clock.now()
      const change = {
        url: input.pageUrl,
        country: input.country,
        title: input.title,
        draft: sections,
        by: admin.oid,
        at,
      }
      if (!input.pageOid) {
        const row = await insertPage(db, { oid: newObjectId(), ...change })
        if (!row)
          throw conflict('A page with this address and country exists', 'CURATED_PAGE_EXISTS')
        return { before: null, after: await detailOf(row) }
      }
      const before = await findPage(db, input.pageOid)
      if (!before) throw pageNotFound()
      const row = await updateDraft(db, input.pageOid, change)
      if (!row) throw pageNotFound()
      return { before: await detailOf(before), after: await detailOf(row) }
    },

    async publish(admin: SessionUser, pageOid: string) {
      const before = await findPage(db, pageOid)
      if (!before) throw pageNotFound()
      const row = await publishDraft(db, pageOid, admin.oid, deps.clock.now())
      if (!row) throw pageNotFound()
      return { before: before.published, after: await detailOf(row) }
    },

    async remove(pageOid: string) {
      const row = await deletePage(db, pageOid)
      if (!row) throw pageNotFound()
      return summaryOf(row)
    },

    /** GET /content/curation: the published page for the reader, as this viewer may see it. */
    async forViewer(
      input: { url: string; country: string | null; language: CurationLanguage; adult: boolean },
      user: SessionUser | null,
    ) {
      const row = await publishedAt(input.url, input.country)
      if (!row) return null
      return viewOf(row, await search.viewerOf(user, input.adult), input.language)
    },

    /**
     * GET /content/page2: a published page as anyone may see it (no adult contents, no one's
     * blocks), so one cached answer serves every reader.
     */
    async publicPage(input: {
      pageOid?: string
      url?: string
      country: string | null
      language: CurationLanguage
    }) {
      const row = input.pageOid
        ? await findPage(db, input.pageOid)
        : await publishedAt(input.url ?? '', input.country)
      const view = row
        ? await viewOf(row, await search.viewerOf(null, false), input.language)
        : null
      if (!view) throw pageNotFound()
      return view
    },
  }
}

export type CurationService = ReturnType<typeof createCurationService>
