/** What a banner may hold, and the pure rules of showing and counting banners. */
import { z } from 'zod'
import { objectIdField } from '../../http'
import type { BannerKind, BannerPlacement } from './contract'

export const BANNER_PLACEMENTS = ['home-top', 'search', 'live'] as const satisfies BannerPlacement[]
export const BANNER_KINDS = ['platform', 'creator'] as const satisfies BannerKind[]
export const BANNER_LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
/** Banners per page of the admin's lists. */
export const BANNERS_PER_PAGE = 20
/** Live banners one placement shows at most. */
export const MAX_LIVE_BANNERS = 5
/** The longest range banner-count reads, in days. */
export const MAX_COUNT_DAYS = 92
/** Impressions one call may report (one page view's banners). */
export const MAX_IMPRESSIONS_PER_CALL = 10

/** A link inside the player (`/search`) or an https address. */
const linkField = z
  .string('Expected a link')
  .trim()
  .max(500, 'A link is at most 500 characters')
  .regex(/^(?:\/(?!\/)\S*|https:\/\/\S+)$/, 'A link is a path starting with / or an https address')

const instant = (name: string) =>
  z
    .string(`Expected ${name}`)
    .refine((text) => !Number.isNaN(Date.parse(text)), `${name} is not a date and time`)
    .transform((text) => new Date(text))

export const bannerInput = z
  .object({
    bannerOid: objectIdField().optional(),
    kind: z.enum(BANNER_KINDS, 'Expected platform or creator'),
    creatorOid: objectIdField('Expected a creator id').optional(),
    title: z
      .string('Expected a title')
      .trim()
      .min(1, 'A banner needs a title')
      .max(80, 'A banner title is at most 80 characters'),
    imageUrl: z
      .string('Expected an image')
      .trim()
      .min(1, 'A banner needs an image')
      .max(500, 'An image address is at most 500 characters')
      .regex(/^(?:\/(?!\/)\S*|https?:\/\/\S+)$/, 'An image is an uploaded picture’s address'),
    linkUrl: linkField.optional(),
    placement: z.enum(BANNER_PLACEMENTS, 'Expected home-top, search or live'),
    languages: z
      .array(z.enum(BANNER_LANGUAGES, 'A language is en, ko, jp or es'))
      .max(4, 'At most 4 languages'),
    countries: z
      .array(
        z
          .string('Expected a country')
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'A country is a two-letter code'),
      )
      .max(50, 'At most 50 countries'),
    startsAt: instant('a start'),
    endsAt: instant('an end'),
    order: z
      .number('Expected an order')
      .int('An order is a whole number')
      .min(0, 'An order is 0 to 999')
      .max(999, 'An order is 0 to 999'),
  })
  .refine((input) => input.endsAt > input.startsAt, 'A banner ends after it starts')
  .refine((input) => input.kind !== 'creator' || !!input.creatorOid, 'Please select a creator.')
  .refine((input) => input.kind !== 'platform' || !!input.linkUrl, 'A platform banner needs a link')
export type BannerInputParsed = z.output<typeof bannerInput>

/** A creator banner's link: the creator's channel home. */
export function creatorChannelLink(creatorOid: string): string {
  return `/creatorhome/${creatorOid}`
}

/** Who counts once per day: a signed-in account, else the guest's device; null for neither. */
export function viewerKeyOf(userOid: string | null, guestDeviceId: string | null): string | null {
  if (userOid) return `u:${userOid}`
  if (guestDeviceId) return `g:${guestDeviceId}`
  return null
}

/** The UTC day an impression or click counts on (`2026-03-01`). */
export function countingDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** Each banner once, so a page reporting the same banner twice counts it once. */
export function distinctBanners(oids: readonly string[]): string[] {
  return [...new Set(oids)]
}

/** Every day from `from` to `to` (both `YYYY-MM-DD`, inclusive), for a chart without holes. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  const end = Date.parse(`${to}T00:00:00Z`)
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

/** A banner shows to this reader: their language and country are among its own (or it has none). */
export function showsTo(
  banner: { languages: readonly string[]; countries: readonly string[] },
  reader: { language: string; country: string | null },
): boolean {
  const language = banner.languages.length === 0 || banner.languages.includes(reader.language)
  const country =
    banner.countries.length === 0 ||
    (!!reader.country && banner.countries.includes(reader.country.toUpperCase()))
  return language && country
}
