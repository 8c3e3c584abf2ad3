import type { Canvas, CanvasEdge, CanvasNode, StoryMetadata } from '../../engine/canvas'
import type { LorebookBookSettings } from '../../engine/lorebook/book-settings'
import type { ValidationError } from '../../engine/validate'
import type {
  CompileCheck,
  MyContentsPage,
  OwnerContent,
  PublishedVersion,
  SavedCanvas,
  StoredCanvas,
} from '../../platform/stories'
import type { RolledBackVersion, VersionEntry, VersionList } from '../../platform/stories/contract'
import { type ApiClient, createTypedApi } from '../../web/api'

export type {
  CompileCheck,
  MyContentsPage,
  OwnerContent,
  PublishedVersion,
  SavedCanvas,
  StoredCanvas,
  VersionEntry,
  VersionList,
}

/** The metadata fields a writer edits (the server merges them over the stored ones). */
export type MetadataPatch = Partial<Omit<StoryMetadata, 'version'>>

/** What a save sends: the story part of the graph (view state such as `selected` left out). */
export interface CanvasDocument {
  nodes: CanvasNode[]
  edges: CanvasEdge[]
  lorebook?: LorebookBookSettings
}

/**
 * Typed calls to the stories API the studio uses; one function per route and action. Routes
 * that answer by a request field (`mine`, `action`) answer a union in the map; each function
 * here sent the field, so it names the one answer that field gives.
 */
export function createStoriesApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    listMine: (page = 0) =>
      api.get('/story-chat/chat-contents', { mine: 'true', page }) as Promise<MyContentsPage>,
    /** The studio opens only stories it manages, which the server answers in the owner's view. */
    getContent: (contentOid: string) =>
      api.get('/story-chat/chat-content', { contentOid }) as Promise<OwnerContent>,
    create: (metadata: MetadataPatch) =>
      api.post('/story-chat/chat-content', { requestType: 'create', metadata }),
    saveMetadata: (contentOid: string, metadata: MetadataPatch, metadataVersion: number) =>
      api.post('/story-chat/chat-canvas/metadata', { contentOid, metadata, metadataVersion }),
    getCanvas: (contentOid: string) => api.get('/story-chat/chat-canvas', { contentOid }),
    saveCanvas: (contentOid: string, canvas: CanvasDocument, version: number) =>
      api.post('/story-chat/chat-canvas', {
        contentOid,
        canvas: canvas as unknown as Record<string, unknown>,
        version,
      }),
    compile: (contentOid: string) =>
      api.post('/story-chat/compiled/update', {
        contentOid,
        action: 'compile',
      }) as Promise<CompileCheck>,
    publish: (contentOid: string) =>
      api.post('/story-chat/compiled/update', {
        contentOid,
        action: 'publish',
      }) as Promise<PublishedVersion>,
    rollback: (contentOid: string) =>
      api.post('/story-chat/compiled/update', {
        contentOid,
        action: 'rollback',
      }) as Promise<RolledBackVersion>,
    versions: (contentOid: string) => api.get('/story-chat/compiled/versions', { contentOid }),
  }
}

export type StoriesApi = ReturnType<typeof createStoriesApi>
export type { Canvas, ValidationError }
