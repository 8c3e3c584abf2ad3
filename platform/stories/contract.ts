/**
 * The stories API contract: request schemas (zod) of every route under
 * `/api/story-chat`. Routes validate with these; the web client may import the types.
 */
import { z } from 'zod'
import { CANVAS_NODE_TYPES, IMAGE_TAGGING_MODES, STORY_LANGUAGES } from '../../engine/canvas'
import { objectIdField, queryInteger } from '../http/validate'
import type { CanViewAnswer } from './can-view'
import type { SavedCanvas, StoredCanvas } from './canvases'
import type { CataloguePage, Ranking } from './catalogue'
import type { CompileCheck, PublishedVersion } from './compiled'

export type { CompileCheck }

import type { OwnerContent, PublicContent } from './content-rows'
import type { MyContentsPage } from './list-contents'
import type { PurchaseAnswer, PurchaseMode } from './purchases'
import type { StartPointSummary } from './story-page-texts'

export const contentOidField = objectIdField(
  'The content id must be 24 hexadecimal characters.',
  'Missing required parameters',
)

const versionField = z
  .number('The version must be a whole number.')
  .int('The version must be a whole number.')
  .min(0, 'The version must be a whole number.')
  .max(2_147_483_647, 'The version must be a whole number.')

/**
 * Metadata fields a writer may send; absent fields keep their stored value. Pricing is
 * checked by `metadata.ts` so a bad price answers with the spec's text.
 */
export const metadataPatchSchema = z.object({
  title: z.string().trim().max(200, 'The title is at most 200 characters.').optional(),
  thumbnail: z.string().trim().max(200_000, 'The thumbnail reference is too long.').optional(),
  briefIntro: z.string().max(1000, 'Brief intro must be at most 40 characters.').optional(),
  description: z.string().max(20_000, 'The description is at most 20,000 characters.').optional(),
  hashtags: z
    .array(z.string().max(60, 'A hashtag is at most 60 characters.'))
    .max(30, 'At most 30 hashtags.')
    .optional(),
  language: z.enum(STORY_LANGUAGES, 'The language must be en, ko, jp or es.').optional(),
  model: z.string().trim().min(1).max(100).optional(),
  pricing: z.unknown().optional(),
  visibility: z.enum(['public', 'private'], 'Visibility must be public or private.').optional(),
  adult: z.boolean('adult must be true or false.').optional(),
  imageTaggingMode: z.enum(IMAGE_TAGGING_MODES).optional(),
  allowModelChoice: z.boolean('allowModelChoice must be true or false.').optional(),
  playerModels: z
    .array(z.string().trim().min(1).max(64, 'A model id is at most 64 characters.'))
    .max(10, 'At most 10 models.')
    .optional(),
  storyChatCreatorOid: contentOidField.optional(),
})
export type MetadataPatch = z.output<typeof metadataPatchSchema>

const metadataObject = z.record(z.string(), z.unknown(), 'metadata must be an object.')

export const chatContentRequest = z.discriminatedUnion(
  'requestType',
  [
    z.object({ requestType: z.literal('create'), metadata: metadataObject.optional() }),
    z.object({
      requestType: z.enum(['save', 'update']),
      contentOid: contentOidField,
      metadata: metadataObject,
      metadataVersion: versionField,
    }),
    z.object({ requestType: z.enum(['upload', 'delete']), contentOid: contentOidField }),
  ],
  'requestType must be one of create, save, update, upload or delete.',
)
export type ChatContentRequest = z.output<typeof chatContentRequest>

export const contentOidBody = z.object({ contentOid: contentOidField })
export const contentOidQuery = z.object({ contentOid: contentOidField })

export const relatedCreatorRequest = z
  .object({ contentOid: contentOidField.optional(), creatorOid: contentOidField.optional() })
  .refine((body) => body.contentOid || body.creatorOid, 'Missing required parameters')

const pageField = queryInteger(
  z
    .number('page must be a whole number.')
    .int('page must be a whole number.')
    .min(0, 'page must be a whole number.')
    .max(10_000, 'page is too large.'),
  'page must be a whole number.',
).default(0)

const tagListField = z
  .string()
  .max(1000)
  .transform((text) =>
    text
      .split(',')
      .map((tag) => normalizeHashtag(tag))
      .filter((tag) => tag.length > 0),
  )
  .pipe(z.array(z.string()).max(10, 'At most 10 tags.'))

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

export const listContentsQuery = z.object({
  mine: booleanQuery.optional(),
  creatorOid: contentOidField.optional(),
  status: z.enum(['draft', 'published']).optional(),
  keyword: z.string().max(200).optional(),
  tags: tagListField.optional(),
  adult: booleanQuery.optional(),
  page: pageField,
})

export const rawListQuery = z.object({
  creatorOid: contentOidField.optional(),
  includeDeleted: booleanQuery.optional(),
  page: pageField,
})

export const catalogueQuery = z.object({
  ranking: z
    .enum(['daily', 'weekly', 'monthly', 'new'], 'ranking must be daily, weekly, monthly or new.')
    .default('daily'),
  keyword: z.string().max(200).optional(),
  tags: tagListField.optional(),
  adult: booleanQuery.optional(),
  page: pageField,
})
export type CatalogueQuery = z.output<typeof catalogueQuery>

export const saveCanvasRequest = z.object({
  contentOid: contentOidField,
  canvas: z.record(z.string(), z.unknown(), 'canvas must be an object.'),
  version: versionField,
})

export const saveMetadataRequest = z.object({
  contentOid: contentOidField,
  metadata: metadataObject,
  metadataVersion: versionField,
})

export const compileNodeRequest = z.object({
  contentOid: contentOidField,
  nodeId: z.string().min(1, 'Missing required parameters').max(200, 'The node id is too long.'),
  canvas: z.record(z.string(), z.unknown(), 'canvas must be an object.').optional(),
})

export const compiledUpdateRequest = z.object({
  contentOid: contentOidField,
  action: z.enum(
    ['compile', 'publish', 'rollback'],
    'action must be compile, publish or rollback.',
  ),
})

export const searchNodesQuery = z.object({
  contentOid: contentOidField,
  types: z
    .string()
    .max(500)
    .transform((text) =>
      text
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.enum(CANVAS_NODE_TYPES, `types must be among ${CANVAS_NODE_TYPES.join(', ')}.`)),
    )
    .optional(),
  text: z.string().max(200, 'The search text is at most 200 characters.').optional(),
})

/** Trimmed, without a leading '#', lower-cased so tag filters match whatever the case. */
export function normalizeHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim().toLowerCase()
}

// ---------- the front ends' route map ----------

/** A story as the admin's compile manager lists it, with its latest compiled version. */
export interface CompiledStoryRow {
  contentOid: string
  title: string
  creatorOid: string
  status: string
  /** The version players get; null when never published. */
  publishedVersion: number | null
  latest: { version: number; hash: string; engineVersion: string; createdAt: string } | null
  /** Compiled by an older engine than the server's: compile and publish it again. */
  stale: boolean
}

export const compiledStoriesQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  before: objectIdField('before must be a story id').optional(),
  stale: z.enum(['true', 'false']).optional(),
})

/** A compiled version as `GET /compiled/versions` lists it. */
export interface VersionEntry {
  version: number
  hash: string
  engineVersion: string
  createdAt: string
  createdBy: string
  current: boolean
}

export interface VersionList {
  contentOid: string
  publishedVersion: number | null
  versions: VersionEntry[]
}

export interface RolledBackVersion {
  contentOid: string
  version: number
  hash: string
}

/** A story's page: the owner's view for those who manage it, the public one otherwise. */
export type ContentView = (PublicContent | OwnerContent) & { startPoints: StartPointSummary[] }

/**
 * The routes the front ends call; paths relative to `/api`, `:name` a path parameter. A
 * route whose answer depends on a field of the request (`action`, `mine`) answers the union:
 * the map holds one entry per method and path, and the caller that sent the field narrows it.
 */
export interface StoriesRoutes {
  'GET /story-chat/stories': {
    request: { ranking: Ranking; keyword?: string; tags?: string; adult?: 'true'; page?: number }
    response: CataloguePage
  }
  'GET /story-chat/chat-contents': {
    request: { mine?: 'true'; creatorOid?: string; page?: number }
    response: MyContentsPage | CataloguePage
  }
  'GET /story-chat/chat-content': { request: { contentOid: string }; response: ContentView }
  'POST /story-chat/chat-content': {
    request: { requestType: 'create'; metadata?: Record<string, unknown> }
    response: OwnerContent
  }
  'GET /story-chat/chat-content/can-view': {
    request: { contentOid: string }
    response: CanViewAnswer
  }
  'POST /story-chat/chat-content/purchase': {
    /** `price`: the price the buyer was shown (a changed one is refused, nothing paid). */
    request: { contentOid: string; mode?: PurchaseMode; price?: number }
    response: PurchaseAnswer
  }
  'GET /story-chat/chat-canvas': { request: { contentOid: string }; response: StoredCanvas }
  'POST /story-chat/chat-canvas': {
    request: { contentOid: string; canvas: Record<string, unknown>; version: number }
    response: SavedCanvas
  }
  'POST /story-chat/chat-canvas/metadata': {
    request: { contentOid: string; metadata: Record<string, unknown>; metadataVersion: number }
    response: OwnerContent
  }
  'POST /story-chat/compiled/update': {
    request: { contentOid: string; action: 'compile' | 'publish' | 'rollback' }
    response: CompileCheck | PublishedVersion | RolledBackVersion
  }
  'GET /story-chat/compiled/versions': { request: { contentOid: string }; response: VersionList }
  'GET /story-chat/admin/compiled-stories': {
    request: { q?: string; before?: string; stale?: 'true' | 'false' }
    response: { stories: CompiledStoryRow[]; next: string | null; engineVersion: string }
  }
}
