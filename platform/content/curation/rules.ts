/** What a curated page may hold, and the pure rules over its sections. */
import { z } from 'zod'
import { objectIdField } from '../../http'
import type { CuratedSection, CurationLanguage } from './contract'

export const CURATION_LANGUAGES = ['en', 'ko', 'jp', 'es'] as const satisfies CurationLanguage[]
/** The player's home reads the page at this address. */
export const HOME_PAGE_URL = 'home'
/** The country of the page every country without its own page gets. */
export const ALL_COUNTRIES = 'ALL'
export const MAX_SECTIONS = 20
export const MAX_SECTION_CONTENTS = 50
/** Curated pages per page of the admin's list. */
export const CURATED_PAGES_PER_PAGE = 30

const PAGE_URL_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/
const COUNTRY_PATTERN = /^(?:[A-Z]{2}|ALL)$/

export const pageUrlField = z
  .string('Expected a page address')
  .trim()
  .toLowerCase()
  .regex(PAGE_URL_PATTERN, 'A page address is 1 to 40 small letters, digits and dashes')

export const countryField = z
  .string('Expected a country')
  .trim()
  .toUpperCase()
  .regex(COUNTRY_PATTERN, 'A country is a two-letter code or ALL')

const sectionTitle = z
  .string('Expected a section title')
  .trim()
  .min(1, 'Every section needs a title in each language')
  .max(80, 'A section title is at most 80 characters')

const sectionInput = z.object({
  sectionOid: objectIdField().optional(),
  titles: z.object({ en: sectionTitle, ko: sectionTitle, jp: sectionTitle, es: sectionTitle }),
  contentOids: z
    .array(objectIdField('Expected a content id'))
    .max(MAX_SECTION_CONTENTS, `A section holds at most ${MAX_SECTION_CONTENTS} contents`)
    .refine((oids) => new Set(oids).size === oids.length, 'A content is listed twice in a section'),
})

export const pageInput = z.object({
  pageOid: objectIdField().optional(),
  pageUrl: pageUrlField,
  country: countryField,
  title: z
    .string('Expected a title')
    .trim()
    .min(1, 'A page needs a title')
    .max(100, 'A page title is at most 100 characters'),
  sections: z
    .array(sectionInput)
    .max(MAX_SECTIONS, `A page holds at most ${MAX_SECTIONS} sections`),
})

export type PageInput = z.output<typeof pageInput>

/** Every content named in some section, each once, in first-seen order. */
export function contentOidsOf(sections: readonly CuratedSection[]): string[] {
  return [...new Set(sections.flatMap((section) => section.contentOids))]
}

/** The draft differs from the published copy (or nothing is published yet). */
export function hasUnpublishedChanges(
  draft: readonly CuratedSection[],
  published: readonly CuratedSection[] | null,
): boolean {
  return published === null || JSON.stringify(draft) !== JSON.stringify(published)
}

/**
 * The countries to look a page up in, best first: the reader's own, then `ALL`. An unknown
 * or absent country reads `ALL` only.
 */
export function countriesToTry(country: string | null | undefined): string[] {
  const code = country?.trim().toUpperCase() ?? ''
  return /^[A-Z]{2}$/.test(code) ? [code, ALL_COUNTRIES] : [ALL_COUNTRIES]
}

/** A section's title in the reader's language, English when that one is empty. */
export function sectionTitleIn(section: CuratedSection, language: CurationLanguage): string {
  return section.titles[language] || section.titles.en
}
