import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { minimalCanvas, minimalMetadata } from '../../platform/stories/demo-stories/minimal'
import type { CanvasInput } from '../canvas'
import { SILLYTAVERN_LOREBOOK_SETTINGS } from '../lorebook'
import { hashCompiledStory } from './assemble'
import { canonicalJson } from './canonical-json'
import { compile } from './compile'
import { ENGINE_VERSION } from './version'

function compiled(canvas: unknown, metadata: unknown) {
  const result = compile(canvas, metadata)
  if (!result.ok) throw new Error(`compile failed: ${JSON.stringify(result.errors)}`)
  return result.compiled
}

/** Reverses key order everywhere (a worst case for naive serialization). */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .reverse()
      .map(([key, item]) => [key, reverseKeys(item)]),
  )
}

describe('compile', () => {
  it('compiles the demo story into the documented shape', () => {
    const story = compiled(demoCanvas, demoMetadata)
    expect(story.engineVersion).toBe(ENGINE_VERSION)
    expect(story.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(story.hash).toBe(hashCompiledStory(story))
    expect(story.startPoints.map((start) => [start.id, start.sceneId])).toEqual([
      ['start-cottage', 'scene-lighthouse'],
      ['start-ferry', 'scene-harbour'],
    ])
    expect(story.startPoints[0]?.variableOverrides).toEqual({ clues: 1 })
    const cottage = story.scenes.find((scene) => scene.id === 'scene-lighthouse')
    expect(cottage?.transitions).toEqual([
      {
        to: 'scene-lamp-room',
        condition: {
          op: '>=',
          left: { kind: 'variable', name: 'clues' },
          right: { kind: 'literal', value: 2 },
        },
      },
    ])
    expect(story.scenes.find((scene) => scene.id === 'scene-sea-cave')?.scope).toEqual({
      characterIds: ['char-tobias'],
      lorebookEntryIds: ['lore-cave'],
    })
    const elias = story.cast.find((character) => character.id === 'char-elias')
    expect(elias?.speechStyle).toMatch(/^Short, clipped sentences/)
    expect(elias?.imageIds).toEqual(['img-elias'])
    expect(story.variables.map((variable) => variable.name)).toEqual([
      'clues',
      'hasLanternKey',
      'keeperFreed',
      'storm',
      'wrenTrust',
    ])
    const confession = story.triggers.find((trigger) => trigger.id === 'trigger-confession')
    expect(confession?.when).toEqual({
      kind: 'condition',
      once: true,
      condition: {
        op: '>=',
        left: { kind: 'variable', name: 'wrenTrust' },
        right: { kind: 'literal', value: 3 },
      },
    })
    const reunion = story.images.find((image) => image.id === 'img-reunion')
    expect(reunion).toMatchObject({
      price: 30,
      categoryId: 'category-moments',
      unlock: { manual: true, auto: { op: '==' } },
    })
    expect(reunion?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(story.imageCategories.map((category) => category.id)).toEqual([
      'category-moments',
      'category-places',
    ])
  })

  it('orders the lorebook by priority, then id, and maps scopes and global settings', () => {
    const story = compiled(demoCanvas, demoMetadata)
    const priorities = story.lorebook.map((entry) => entry.priority)
    expect(priorities).toEqual([...priorities].sort((left, right) => right - left))
    expect(story.lorebook[0]).toMatchObject({ id: 'lore-tone', constant: true, budgetExempt: true })
    expect(story.lorebook.find((entry) => entry.id === 'lore-cave')).toMatchObject({
      position: 'atDepth',
      depth: 2,
      scope: { sceneId: 'scene-sea-cave' },
    })
    expect(story.lorebook.find((entry) => entry.id === 'lore-margaret')?.scope).toEqual({
      characterId: 'char-elias',
    })
    const storm = story.lorebook.find((entry) => entry.id === 'lore-storm')
    expect(storm).toMatchObject({ caseSensitive: false, matchWholeWords: true, delay: 2 })
    expect(storm && 'scanDepth' in storm).toBe(false)
  })

  it('drops notes and disabled lorebook entries', () => {
    const base = minimalCanvas()
    const canvas: CanvasInput = {
      ...base,
      nodes: [
        ...(base.nodes ?? []),
        { id: 'note', type: 'note', data: { text: 'secret plan' } },
        {
          id: 'off',
          type: 'lorebookEntry',
          data: { keys: ['x'], content: 'hidden', enabled: false },
        },
      ],
    }
    const story = compiled(canvas, minimalMetadata())
    expect(canonicalJson(story)).not.toContain('secret plan')
    expect(story.lorebook).toEqual([])
  })

  it("carries the book's settings into the compiled story and its hash", () => {
    const plain = compiled(minimalCanvas(), minimalMetadata())
    expect(plain.lorebookSettings).toBeUndefined()
    const settings = { ...SILLYTAVERN_LOREBOOK_SETTINGS, budget: { unit: 'tokens', value: 900 } }
    const imported = compiled({ ...minimalCanvas(), lorebook: settings }, minimalMetadata())
    expect(imported.lorebookSettings).toEqual(settings)
    expect(imported.hash).toBe(hashCompiledStory(imported))
    expect(imported.hash).not.toBe(plain.hash)
    const studio = compiled(
      { ...minimalCanvas(), lorebook: { ...settings, placement: 'studio' } },
      minimalMetadata(),
    )
    expect(studio.hash).not.toBe(imported.hash)
  })

  it('refuses book settings out of range, located at the setting', () => {
    const result = compile(
      { ...minimalCanvas(), lorebook: { ...SILLYTAVERN_LOREBOOK_SETTINGS, scanDepth: -1 } },
      minimalMetadata(),
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual([
      expect.objectContaining({ key: 'INVALID_LOREBOOK_SETTINGS', field: 'lorebook.scanDepth' }),
    ])
  })

  it('returns errors as data and no compiled story when validation fails', () => {
    const result = compile(minimalCanvas(), { ...minimalMetadata(), title: '' })
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'title', key: 'TITLE_REQUIRED', message: 'Title is required.', severity: 'error' },
      ],
    })
  })

  it("compiles a writer's test without the catalogue's title and thumbnail, never without what play needs", () => {
    const bare = { ...minimalMetadata(), title: '', thumbnail: '' }
    expect(compile(minimalCanvas(), bare).ok).toBe(false)
    const tested = compile(minimalCanvas(), bare, { forTest: true })
    expect(tested.ok && tested.compiled.title).toBe('')
    expect(tested.ok && tested.warnings).toEqual([])
    const unplayable = compile({ nodes: [], edges: [] }, bare, { forTest: true })
    expect(!unplayable.ok && unplayable.errors.map((issue) => issue.key)).toEqual([
      'NO_STORY_NODE',
      'NO_START_NODE',
    ])
  })

  it('passes warnings along with a successful compile', () => {
    const base = minimalCanvas()
    const canvas = {
      ...base,
      nodes: [
        ...(base.nodes ?? []),
        { id: 'lonely', type: 'story', data: { title: 'Lonely', situation: 's' } },
      ],
    }
    const result = compile(canvas, minimalMetadata())
    expect(result.ok && result.warnings.map((warning) => warning.key)).toEqual([
      'UNREACHABLE_SCENE',
    ])
  })

  it('changes the hash when content changes, and only then', () => {
    const first = compiled(demoCanvas, demoMetadata)
    expect(compiled(structuredClone(demoCanvas), structuredClone(demoMetadata)).hash).toBe(
      first.hash,
    )
    expect(compiled(demoCanvas, { ...demoMetadata, title: 'Another title' }).hash).not.toBe(
      first.hash,
    )
    const moved = {
      ...demoCanvas,
      nodes: demoCanvas.nodes?.map((node) => ({ ...node, position: { x: 1, y: 1 } })),
    }
    // Layout is view state: dragging nodes does not make a new version.
    expect(compiled(moved, demoMetadata).hash).toBe(first.hash)
  })

  it('is deterministic under node/edge shuffling and key reordering (property)', () => {
    const synthetic = generateSyntheticStory({ seed: 3, nodes: 80, lorebookEntries: 60 })
    const stories = [{ canvas: demoCanvas, metadata: demoMetadata }, synthetic]
    const expected = stories.map((story) => compiled(story.canvas, story.metadata).hash)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: stories.length - 1 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        fc.boolean(),
        (which, randoms, reverse) => {
          const story = stories[which] as (typeof stories)[number]
          const shuffle = <Item>(items: readonly Item[]) =>
            items
              .map((item) => ({ item, order: randoms.next().value as number }))
              .sort((left, right) => left.order - right.order)
              .map(({ item }) => item)
          const canvas = {
            ...story.canvas,
            nodes: shuffle(story.canvas.nodes ?? []),
            edges: shuffle(story.canvas.edges ?? []),
          }
          const input = reverse ? reverseKeys(canvas) : canvas
          const metadata = reverse ? reverseKeys(story.metadata) : story.metadata
          expect(compiled(input, metadata).hash).toBe(expected[which])
        },
      ),
      { numRuns: 40 },
    )
  })
})
