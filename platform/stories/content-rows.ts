/**
 * Reading content rows and shaping them for callers: public fields for players, the full
 * record for the owner and admins. `search` (a tsvector) is never selected.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import { STORY_ERRORS } from './errors'
import { readStoredMetadata, type StoredMetadata } from './metadata'
import { canManage } from './permissions'
import type { StoryContentsTable } from './tables'

export const CONTENT_COLUMNS = [
  'id',
  'creator_oid',
  'story_chat_creator_oid',
  'status',
  'visibility',
  'adult',
  'title',
  'brief_intro',
  'description',
  'thumbnail',
  'hashtags',
  'language',
  'model',
  'price',
  'metadata',
  'metadata_version',
  'published_version',
  'first_published_at',
  'published_at',
  'chat_count',
  'credits_spent',
  'created_at',
  'updated_at',
  'deleted_at',
] as const

export type ContentRow = Omit<Selectable<StoryContentsTable>, 'search'>

type Reader = Kysely<DB> | Transaction<DB>

export async function findContent(
  db: Reader,
  contentOid: string,
  options: { forUpdate?: boolean } = {},
): Promise<ContentRow | undefined> {
  let query = db
    .selectFrom('story_contents')
    .select([...CONTENT_COLUMNS])
    .where('id', '=', contentOid)
  if (options.forUpdate) query = query.forUpdate()
  return (await query.executeTakeFirst()) as ContentRow | undefined
}

/**
 * The content a user manages: 404 when missing or deleted, 403 when someone else's.
 * Reading it `forUpdate` inside a transaction serializes writers of one content.
 */
export async function loadManagedContent(
  db: Reader,
  user: SessionUser,
  contentOid: string,
  options: { forUpdate?: boolean; includeDeleted?: boolean } = {},
): Promise<ContentRow> {
  const row = await findContent(db, contentOid, options)
  if (!row || (row.status === 'deleted' && !options.includeDeleted)) {
    throw STORY_ERRORS.contentNotFound()
  }
  if (!canManage(user, row)) throw STORY_ERRORS.notOwner()
  return row
}

/** Fields anyone who may see the story reads: catalogue cards, the story page. */
export interface PublicContent {
  contentOid: string
  creatorOid: string
  title: string
  briefIntro: string
  description: string
  thumbnail: string
  hashtags: string[]
  language: string
  model: string
  price: number
  isPaid: boolean
  adult: boolean
  visibility: 'public' | 'private'
  publishedVersion: number | null
  publishedAt: string | null
  chatCount: number
}

export interface OwnerContent extends PublicContent {
  ownerOid: string
  storyChatCreatorOid: string | null
  status: 'draft' | 'published' | 'deleted'
  metadata: StoredMetadata
  metadataVersion: number
  creditsSpent: number
  firstPublishedAt: string | null
  createdAt: string
  updatedAt: string
}

export function toPublicContent(row: ContentRow): PublicContent {
  return {
    contentOid: row.id,
    creatorOid: row.story_chat_creator_oid ?? row.creator_oid,
    title: row.title,
    briefIntro: row.brief_intro,
    description: row.description,
    thumbnail: row.thumbnail,
    hashtags: row.hashtags,
    language: row.language,
    model: row.model,
    price: row.price,
    isPaid: row.price > 0,
    adult: row.adult,
    visibility: row.visibility,
    publishedVersion: row.published_version,
    publishedAt: isoOrNull(row.published_at),
    chatCount: Number(row.chat_count),
  }
}

export function toOwnerContent(row: ContentRow): OwnerContent {
  return {
    ...toPublicContent(row),
    ownerOid: row.creator_oid,
    storyChatCreatorOid: row.story_chat_creator_oid,
    status: row.status,
    metadata: readStoredMetadata(row.metadata),
    metadataVersion: row.metadata_version,
    creditsSpent: Number(row.credits_spent),
    firstPublishedAt: isoOrNull(row.first_published_at),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** The view a viewer is entitled to: everything for the owner and admins, public fields otherwise. */
export function viewFor(user: SessionUser | null, row: ContentRow): PublicContent | OwnerContent {
  return canManage(user, row) ? toOwnerContent(row) : toPublicContent(row)
}

/** Published and public: what players may find and open. */
export function isListed(row: ContentRow): boolean {
  return row.status === 'published' && row.visibility === 'public'
}

function isoOrNull(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null
}
