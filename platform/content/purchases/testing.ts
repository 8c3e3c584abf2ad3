/** Test helpers for purchases: contents and users written straight into their tables. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'

export interface ContentSeed {
  oid?: string
  creator_oid: string
  price?: number
  status?: 'published' | 'unpublished' | 'deleted'
  visibility?: 'public' | 'private'
  adult?: boolean
  allow_bonus?: boolean
  only_purchasable_with_coins?: boolean
  viewable_tiers?: string[]
  free_tier?: boolean
  sale_count_limit?: number | null
  discount_settings?: { code: string; amount: number }[]
  collaborators?: { userOid: string; share: number }[]
  title?: string
  category?: 'audio-drama' | 'asmr' | 'other'
}

export async function insertContent(db: Kysely<DB>, seed: ContentSeed): Promise<string> {
  const oid = seed.oid ?? newObjectId()
  const now = new Date('2026-03-01T00:00:00Z')
  await db
    .insertInto('contents')
    .values({
      oid,
      creator_oid: seed.creator_oid,
      content_type: 'story',
      category: seed.category ?? 'audio-drama',
      media: 'audio',
      status: seed.status ?? 'published',
      visibility: seed.visibility ?? 'public',
      title: seed.title ?? `Story ${oid.slice(-4)}`,
      multi_lang_title: JSON.stringify({}),
      description: '',
      hashtags: [],
      language: 'en',
      thumbnail: '',
      adult: seed.adult ?? false,
      price: seed.price ?? 10,
      allow_bonus: seed.allow_bonus ?? true,
      only_purchasable_with_coins: seed.only_purchasable_with_coins ?? false,
      viewable_tiers: seed.viewable_tiers ?? [],
      viewable_without_sub: (seed.viewable_tiers ?? []).length === 0,
      free_tier: seed.free_tier ?? false,
      sale_count_limit: seed.sale_count_limit ?? null,
      discount_settings: JSON.stringify(seed.discount_settings ?? []),
      collaborators: JSON.stringify(seed.collaborators ?? []),
      length_seconds: 60,
      media_assets: JSON.stringify({}),
      rating_required: false,
      rating_status: null,
      video_layout: null,
      status_after_encoding: null,
      encoding_error: null,
      scheduled_at: null,
      published_at: seed.status === 'published' || !seed.status ? now : null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute()
  return oid
}

let counter = 0

/** A user row (no password); `roles` and `isAdult` as given. */
export async function insertUser(
  db: Kysely<DB>,
  options: { roles?: string[]; isAdult?: boolean; nickname?: string } = {},
): Promise<string> {
  counter += 1
  const id = newObjectId()
  const now = new Date('2026-03-01T00:00:00Z')
  await db
    .insertInto('users')
    .values({
      id,
      email: `buyer${id}@example.com`,
      nickname: options.nickname ?? `Buyer${counter}${id.slice(-6)}`,
      password_hash: null,
      birth_date: null,
      roles: options.roles ?? ['user'],
      language: 'en',
      country: null,
      custom_url: null,
      is_adult: options.isAdult ?? false,
      adult_verified_at: null,
      unregister_state: null,
      unregister_survey: null,
      confirm_unregister_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}
