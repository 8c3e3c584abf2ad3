import type { CanvasEdge, CanvasInput, CanvasNodeInput } from '../canvas/canvas'
import type { StoryMetadataInput } from '../canvas/metadata'
import { LIMITS } from '../validate/limits'
import { bookSettingsFromData } from './book-settings'
import type { ParsedCard } from './card-json'
import { asString, asStrings, FieldReader, isRecord, type JsonRecord } from './field-reader'
import { importCardBookEntry } from './lorebook-entry'

export interface ImportedStory {
  canvas: CanvasInput
  metadata: StoryMetadataInput
}

export const IMPORTED_IDS = {
  character: 'character-1',
  scene: 'scene-1',
  start: (index: number) => `start-${index + 1}`,
  groupStart: (index: number) => `start-group-${index + 1}`,
  lore: (index: number) => `lore-${index + 1}`,
  portrait: 'portrait-1',
} as const

const edge = (
  source: string,
  sourceHandle: string,
  target: string,
  targetHandle: string,
): CanvasEdge => ({
  id: `${source}.${sourceHandle}->${target}.${targetHandle}`,
  source,
  sourceHandle,
  target,
  targetHandle,
})

/**
 * Turns a parsed card into a canvas: one character, one opening scene (the card's
 * scenario), a start node per greeting (the first five selectable; group-only greetings
 * flagged and not selectable) and a lorebook entry node per `character_book` entry.
 * Every card field without a canvas home is kept on the character node.
 */
export function cardToCanvas(card: ParsedCard): ImportedStory {
  const fields = new FieldReader(card.data)
  const name = asString(fields.get('name'))
  const scenario = asString(fields.get('scenario'))
  const greetings = [
    asString(fields.get('first_mes')),
    ...asStrings(fields.get('alternate_greetings')),
  ]
  const groupGreetings = asStrings(fields.get('group_only_greetings'))
  const book = fields.get('character_book')
  const originalTags = asStrings(fields.get('tags'))
  const bookEntries = isRecord(book) && Array.isArray(book.entries) ? book.entries : []
  const { entries: _entries, ...bookRest } = isRecord(book) ? book : { entries: [] }
  const character: CanvasNodeInput = {
    id: IMPORTED_IDS.character,
    type: 'character',
    position: { x: 0, y: 400 },
    data: {
      name,
      nickname: asString(fields.get('nickname')),
      description: asString(fields.get('description')),
      personality: asString(fields.get('personality')),
      exampleDialogue: asString(fields.get('mes_example')),
      creatorNotes: asString(fields.get('creator_notes')),
      systemPrompt: asString(fields.get('system_prompt')),
      postHistoryInstructions: asString(fields.get('post_history_instructions')),
      tags: normalizeTags(originalTags),
      creator: asString(fields.get('creator')),
      characterVersion: asString(fields.get('character_version')),
      extensions: isRecord(fields.get('extensions')) ? (card.data.extensions as JsonRecord) : {},
      characterBook: isRecord(book) ? bookRest : null,
      // Tags that normalizing would change are kept verbatim for export.
      raw: {
        topLevel: card.topLevel,
        data: {
          ...fields.rest(),
          ...(sameTags(originalTags, card.data.tags) ? {} : { tags: card.data.tags }),
        },
      },
    },
  }
  const scene: CanvasNodeInput = {
    id: IMPORTED_IDS.scene,
    type: 'story',
    position: { x: 400, y: 0 },
    data: { title: name === '' ? 'Opening' : `With ${name}`, situation: scenario },
  }
  const starts: CanvasNodeInput[] = [
    ...greetings.map((greeting, index) => ({
      id: IMPORTED_IDS.start(index),
      type: 'start' as const,
      position: { x: 0, y: index * 160 - 400 },
      data: {
        title: index === 0 ? 'Greeting' : `Alternate greeting ${index}`,
        greeting,
        selectable: index < LIMITS.selectableStartNodes,
        imported: true,
      },
    })),
    ...groupGreetings.map((greeting, index) => ({
      id: IMPORTED_IDS.groupStart(index),
      type: 'start' as const,
      position: { x: -400, y: index * 160 - 400 },
      data: {
        title: `Group greeting ${index + 1}`,
        greeting,
        selectable: false,
        groupOnly: true,
        imported: true,
      },
    })),
  ]
  const lore: CanvasNodeInput[] = bookEntries.filter(isRecord).map((entry, index) => ({
    id: IMPORTED_IDS.lore(index),
    type: 'lorebookEntry' as const,
    position: { x: 800, y: index * 140 },
    data: importCardBookEntry(entry),
  }))
  const edges = [
    edge(IMPORTED_IDS.character, 'cast', IMPORTED_IDS.scene, 'cast'),
    ...starts.map((start) => edge(start.id, 'scene', IMPORTED_IDS.scene, 'enter')),
  ]
  return {
    canvas: {
      version: 0,
      nodes: [character, scene, ...starts, ...lore],
      edges,
      // An imported book activates with SillyTavern's defaults unless its data says otherwise.
      ...(isRecord(book) ? { lorebook: bookSettingsFromData(bookRest) } : {}),
    },
    metadata: {
      title: name,
      description: asString(card.data.creator_notes),
      hashtags: normalizeTags(originalTags),
    },
  }
}

/** Tags as the canvas holds them: trimmed, non-empty, at most 60 characters. */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.map((tag) => tag.trim()).filter((tag) => tag !== '' && tag.length <= 60)
}

function sameTags(normalizedSource: string[], original: unknown): boolean {
  if (!Array.isArray(original) || original.length !== normalizedSource.length) return false
  const normalized = normalizeTags(normalizedSource)
  return (
    normalized.length === original.length &&
    normalized.every((tag, index) => tag === original[index])
  )
}
