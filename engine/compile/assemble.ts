import type { Canvas } from '../canvas/canvas'
import { type CanvasGraph, indexCanvas } from '../canvas/graph'
import type { StoryMetadata } from '../canvas/metadata'
import type { CompiledStory } from '../compiled/types'
import { canonicalJson } from './canonical-json'
import { compileCharacter, compileVariable } from './cast'
import { compileImage, compileImageCategory } from './images'
import { compareLorebookEntries, compileLorebookEntry } from './lorebook'
import { compareIds, sortById } from './order'
import { compileScene, compileStartPoint } from './scenes'
import { sha256Hex } from './sha256'
import { compileTrigger } from './triggers'
import { ENGINE_VERSION } from './version'

/**
 * Builds the compiled story from a canvas that passed validation. Every array is put in
 * a documented order, then the hash is taken over the canonical JSON of the rest.
 */
export function assembleCompiledStory(
  canvas: Canvas,
  metadata: StoryMetadata,
  digest: (text: string) => string = sha256Hex,
): CompiledStory {
  const graph: CanvasGraph = indexCanvas(canvas)
  const withoutHash: Omit<CompiledStory, 'hash'> = {
    engineVersion: ENGINE_VERSION,
    title: metadata.title.trim(),
    briefIntro: metadata.briefIntro,
    description: metadata.description,
    thumbnail: metadata.thumbnail,
    hashtags: [...metadata.hashtags],
    language: metadata.language,
    model: metadata.model,
    ...(metadata.allowModelChoice
      ? { playerModels: [...new Set([metadata.model, ...metadata.playerModels])] }
      : {}),
    pricing: { ...metadata.pricing },
    adult: metadata.adult,
    imageTaggingMode: metadata.imageTaggingMode,
    // The creator's own openings first (the first is the one preselected), then imported ones.
    startPoints: graph
      .ofType('start')
      .filter((node) => node.data.selectable)
      .sort(
        (left, right) =>
          Number(left.data.imported) - Number(right.data.imported) || compareIds(left.id, right.id),
      )
      .map((node) => compileStartPoint(node, graph)),
    scenes: sortById(graph.ofType('story').map((node) => compileScene(node, graph))),
    cast: sortById(graph.ofType('character').map((node) => compileCharacter(node, graph))),
    variables: graph
      .ofType('variable')
      .map(compileVariable)
      .sort((left, right) => compareIds(left.name, right.name)),
    triggers: sortById(graph.ofType('trigger').map((node) => compileTrigger(node, graph))),
    lorebook: graph
      .ofType('lorebookEntry')
      .filter((node) => node.data.enabled)
      .map((node) => compileLorebookEntry(node, graph))
      .sort(compareLorebookEntries),
    ...(canvas.lorebook
      ? { lorebookSettings: { ...canvas.lorebook, budget: { ...canvas.lorebook.budget } } }
      : {}),
    images: sortById(graph.ofType('image').map((node) => compileImage(node, graph))),
    imageCategories: sortById(graph.ofType('imageCategory').map(compileImageCategory)),
  }
  return { ...withoutHash, hash: hashCompiledStory(withoutHash, digest) }
}

/** SHA-256 hex of the canonical JSON of everything but `hash`. */
export function hashCompiledStory(
  story: Omit<CompiledStory, 'hash'> | CompiledStory,
  digest: (text: string) => string = sha256Hex,
): string {
  const { hash: _ignored, ...rest } = story as CompiledStory
  return digest(canonicalJson(rest))
}
