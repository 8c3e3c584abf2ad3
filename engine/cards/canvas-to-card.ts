import type { Canvas } from '../canvas/canvas'
import { indexCanvas } from '../canvas/graph'
import type { StoryMetadata } from '../canvas/metadata'
import type { CharacterNode } from '../canvas/nodes/character'
import { canonicalJson } from '../compile/canonical-json'
import { compareIds } from '../compile/order'
import { bookDataWithSettings } from './book-settings'
import { normalizeTags } from './card-to-canvas'
import { isRecord, type JsonRecord } from './field-reader'
import { exportCardBookEntry } from './lorebook-entry'

/** The mirror fields V1 readers look for beside `data`, refreshed when present. */
const MIRRORS: Record<string, string> = {
  name: 'name',
  description: 'description',
  personality: 'personality',
  scenario: 'scenario',
  first_mes: 'first_mes',
  mes_example: 'mes_example',
}

/**
 * The character a card is written from: the given one, or the first by id; undefined on a
 * canvas without characters. The studio asks it too, to pick the exported card's picture.
 */
export function cardCharacter(
  canvas: Pick<Canvas, 'nodes'>,
  characterId?: string,
): CharacterNode | undefined {
  const characters = canvas.nodes
    .filter((node): node is CharacterNode => node.type === 'character')
    .sort((left, right) => compareIds(left.id, right.id))
  return characters.find((node) => node.id === characterId) ?? characters[0]
}

/**
 * Writes a canvas as a Character Card V3 object: the character (the given one, or the
 * first by id), the scenario of the scene its first opening enters, greetings from start
 * nodes in id order, and every lorebook entry as `character_book`. Fields kept from an
 * import (`raw`, `extensions`) are written back untouched.
 */
export function canvasToCardV3(
  canvas: Canvas,
  metadata?: Partial<StoryMetadata>,
  characterId?: string,
): JsonRecord {
  const graph = indexCanvas(canvas)
  const character = cardCharacter(canvas, characterId)
  const starts = [...graph.ofType('start')].sort((left, right) => compareIds(left.id, right.id))
  const normalStarts = starts.filter((node) => !node.data.groupOnly)
  const groupStarts = starts.filter((node) => node.data.groupOnly)
  const firstScene = normalStarts[0]
    ? graph.outgoing(normalStarts[0].id, 'scene')[0]?.target
    : undefined
  const sceneNode = graph.nodesById.get(firstScene ?? '') ?? graph.ofType('story')[0]
  const scenario = sceneNode?.type === 'story' ? sceneNode.data.situation : ''
  const entries = [...graph.ofType('lorebookEntry')]
    .sort((left, right) => compareIds(left.id, right.id))
    .map((node) => exportCardBookEntry(node.data))
  const characterData = character?.data
  const raw = characterData?.raw ?? { topLevel: {}, data: {} }
  const rawTags = raw.data.tags
  const tags =
    Array.isArray(rawTags) &&
    canonicalJson(normalizeTags(rawTags.filter((tag) => typeof tag === 'string'))) ===
      canonicalJson(characterData?.tags ?? [])
      ? rawTags
      : (characterData?.tags ?? metadata?.hashtags ?? [])
  const book = characterData?.characterBook
  const data: JsonRecord = {
    ...raw.data,
    name: characterData?.name ?? metadata?.title ?? '',
    description: characterData?.description ?? '',
    personality: characterData?.personality ?? '',
    scenario,
    first_mes: normalStarts[0]?.data.greeting ?? '',
    mes_example: characterData?.exampleDialogue ?? '',
    creator_notes: characterData?.creatorNotes ?? metadata?.description ?? '',
    system_prompt: characterData?.systemPrompt ?? '',
    post_history_instructions: characterData?.postHistoryInstructions ?? '',
    alternate_greetings: normalStarts.slice(1).map((node) => node.data.greeting),
    group_only_greetings: groupStarts.map((node) => node.data.greeting),
    tags,
    creator: characterData?.creator ?? '',
    character_version: characterData?.characterVersion ?? '',
    extensions: { ...(characterData?.extensions ?? {}) },
  }
  if (characterData?.nickname) data.nickname = characterData.nickname
  if (book || entries.length > 0)
    data.character_book = { ...bookDataWithSettings(book ?? {}, canvas.lorebook), entries }
  const topLevel: JsonRecord = { ...raw.topLevel }
  for (const [mirror, field] of Object.entries(MIRRORS)) {
    if (Object.hasOwn(topLevel, mirror)) topLevel[mirror] = data[field]
  }
  return { ...topLevel, spec: 'chara_card_v3', spec_version: '3.0', data }
}

/** The same card as V2 (for the `chara` chunk): V2 readers ignore the V3-only fields. */
export function cardV3ToV2(card: JsonRecord): JsonRecord {
  return {
    ...card,
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: isRecord(card.data) ? card.data : {},
  }
}
