import type { Canvas, CanvasEdge, CanvasNode, StoryMetadata } from '../../engine/canvas'
import type { LorebookBookSettings } from '../../engine/lorebook/book-settings'
import type { ValidationError } from '../../engine/validate'
import type { SavedCanvas, StoredCanvas } from '../../platform/stories/canvases'
import type { CompileCheck, PublishedVersion } from '../../platform/stories/compiled'
import type { OwnerContent } from '../../platform/stories/content-rows'
import type { MyContentsPage } from '../../platform/stories/list-contents'
import type { ApiClient } from '../../web/api'

const BASE = '/api/story-chat'

export type {
  CompileCheck,
  MyContentsPage,
  OwnerContent,
  PublishedVersion,
  SavedCanvas,
  StoredCanvas,
}

/** The metadata fields a writer edits (the server merges them over the stored ones). */
export type MetadataPatch = Partial<Omit<StoryMetadata, 'version'>>

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

/** What a save sends: the story part of the graph (view state such as `selected` left out). */
export interface CanvasDocument {
  nodes: CanvasNode[]
  edges: CanvasEdge[]
  lorebook?: LorebookBookSettings
}

/** Typed calls to the stories API the studio uses; one function per route. */
export function createStoriesApi(client: ApiClient) {
  return {
    listMine: (page = 0) =>
      client.get<MyContentsPage>(`${BASE}/chat-contents`, { mine: 'true', page: String(page) }),
    getContent: (contentOid: string) =>
      client.get<OwnerContent>(`${BASE}/chat-content`, { contentOid }),
    create: (metadata: MetadataPatch) =>
      client.post<OwnerContent>(`${BASE}/chat-content`, { requestType: 'create', metadata }),
    saveMetadata: (contentOid: string, metadata: MetadataPatch, metadataVersion: number) =>
      client.post<OwnerContent>(`${BASE}/chat-canvas/metadata`, {
        contentOid,
        metadata,
        metadataVersion,
      }),
    getCanvas: (contentOid: string) =>
      client.get<StoredCanvas>(`${BASE}/chat-canvas`, { contentOid }),
    saveCanvas: (contentOid: string, canvas: CanvasDocument, version: number) =>
      client.post<SavedCanvas>(`${BASE}/chat-canvas`, {
        contentOid,
        canvas: canvas as unknown as Record<string, unknown>,
        version,
      }),
    compile: (contentOid: string) =>
      client.post<CompileCheck>(`${BASE}/compiled/update`, { contentOid, action: 'compile' }),
    publish: (contentOid: string) =>
      client.post<PublishedVersion>(`${BASE}/compiled/update`, { contentOid, action: 'publish' }),
    rollback: (contentOid: string) =>
      client.post<{ contentOid: string; version: number; hash: string }>(
        `${BASE}/compiled/update`,
        { contentOid, action: 'rollback' },
      ),
    versions: (contentOid: string) =>
      client.get<VersionList>(`${BASE}/compiled/versions`, { contentOid }),
  }
}

export type StoriesApi = ReturnType<typeof createStoriesApi>
export type { Canvas, ValidationError }
