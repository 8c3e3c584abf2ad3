/** Contents written straight into the table for search and recommendation tests and benches. */
import type { Kysely } from 'kysely'
import { newObjectId } from '../../db'
import type { DB } from '../../db/schema'

export interface ContentSeed {
  oid?: string
  creator_oid?: string
  title?: string
  multi_lang_title?: Record<string, string>
  description?: string
  hashtags?: string[]
  language?: 'en' | 'ko' | 'jp' | 'es'
  content_type?: 'story' | 'clip' | 'playlist' | 'preview' | 'scenario'
  category?: string
  status?: string
  visibility?: 'public' | 'private'
  adult?: boolean
  price?: number
  likes?: number
  views?: number
  play_count?: number
  chat_count?: number
  hide_content?: boolean
  deleted_at?: Date | null
  published_at?: Date | null
}

/** A row for the contents table: published and public unless the seed says otherwise. */
export function contentRow(seed: ContentSeed, now: Date) {
  const status = seed.status ?? 'published'
  return {
    oid: seed.oid ?? newObjectId(now.getTime()),
    creator_oid: seed.creator_oid ?? newObjectId(now.getTime()),
    title: seed.title ?? 'Untitled',
    multi_lang_title: JSON.stringify(seed.multi_lang_title ?? {}),
    description: seed.description ?? '',
    hashtags: seed.hashtags ?? [],
    language: seed.language ?? 'en',
    content_type: seed.content_type ?? 'story',
    category: seed.category ?? 'other',
    status,
    visibility: seed.visibility ?? 'public',
    adult: seed.adult ?? false,
    price: seed.price ?? 0,
    likes: seed.likes ?? 0,
    views: seed.views ?? 0,
    play_count: seed.play_count ?? 0,
    chat_count: seed.chat_count ?? 0,
    hide_content: seed.hide_content ?? false,
    deleted_at: seed.deleted_at ?? null,
    published_at:
      seed.published_at === undefined ? (status === 'published' ? now : null) : seed.published_at,
    created_at: now,
    updated_at: now,
  }
}

/** Inserts contents; returns their ids in order. */
export async function seedContents(
  db: Kysely<DB>,
  seeds: ContentSeed[],
  now: Date,
): Promise<string[]> {
  if (seeds.length === 0) return []
  const rows = seeds.map((seed) => contentRow(seed, now))
  await db
    .insertInto('contents')
    .values(rows as never)
    .execute()
  return rows.map((row) => row.oid)
}
