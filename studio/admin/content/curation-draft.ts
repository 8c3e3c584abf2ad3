/** The curated page editor's state and its pure edits. */
import type {
  CuratedContentLabel,
  CuratedPageDetail,
  CuratedPageInput,
  CurationLanguage,
} from '../../../platform/content/curation/contract'

export const CURATION_EDIT_LANGUAGES = [
  'en',
  'ko',
  'jp',
  'es',
] as const satisfies CurationLanguage[]

export interface SectionDraft {
  /** A key for the list while a new section has no id yet. */
  key: string
  sectionOid?: string
  titles: Record<CurationLanguage, string>
  contentOids: string[]
}

export interface PageDraft {
  pageOid: string | null
  pageUrl: string
  country: string
  title: string
  sections: SectionDraft[]
}

let nextKey = 0
const newKey = () => `section-${++nextKey}`

export const emptyPage = (): PageDraft => ({
  pageOid: null,
  pageUrl: 'home',
  country: 'ALL',
  title: '',
  sections: [],
})

export const emptySection = (): SectionDraft => ({
  key: newKey(),
  titles: { en: '', ko: '', jp: '', es: '' },
  contentOids: [],
})

/** The editor's state from a stored page (its draft). */
export function draftOf(page: CuratedPageDetail): PageDraft {
  return {
    pageOid: page.pageOid,
    pageUrl: page.pageUrl,
    country: page.country,
    title: page.title,
    sections: page.draft.map((section) => ({
      key: section.sectionOid,
      sectionOid: section.sectionOid,
      titles: { ...section.titles },
      contentOids: [...section.contentOids],
    })),
  }
}

/** What saving sends. */
export function inputOf(draft: PageDraft): CuratedPageInput {
  return {
    ...(draft.pageOid ? { pageOid: draft.pageOid } : {}),
    pageUrl: draft.pageUrl.trim(),
    country: draft.country.trim(),
    title: draft.title.trim(),
    sections: draft.sections.map((section) => ({
      ...(section.sectionOid ? { sectionOid: section.sectionOid } : {}),
      titles: section.titles,
      contentOids: section.contentOids,
    })),
  }
}

/** A list with the item at `index` moved by `by` places (kept inside the list). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const copy = [...list]
  const [item] = copy.splice(index, 1)
  copy.splice(target, 0, item as T)
  return copy
}

/** A section's contents with one more at the end (a content already there stays where it is). */
export function withContent(section: SectionDraft, contentOid: string): SectionDraft {
  return section.contentOids.includes(contentOid)
    ? section
    : { ...section, contentOids: [...section.contentOids, contentOid] }
}

export function labelsByOid(labels: readonly CuratedContentLabel[]) {
  return new Map(labels.map((label) => [label.contentOid, label]))
}
