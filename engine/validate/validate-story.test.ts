import { describe, expect, it } from 'vitest'
import { connect } from '../../platform/stories/demo-stories/build'
import { minimalCanvas, minimalMetadata } from '../../platform/stories/demo-stories/minimal'
import type { CanvasInput, CanvasNodeInput, StoryMetadataInput } from '../canvas'
import { validateStory } from './validate-story'

type Edge = ReturnType<typeof connect>

const ASSET = `/api/story-chat/asset/${'a'.repeat(64)}`

function findings(
  options: {
    nodes?: CanvasNodeInput[]
    edges?: Edge[]
    metadata?: Partial<StoryMetadataInput>
    canvas?: (canvas: CanvasInput) => CanvasInput
  } = {},
) {
  const base = minimalCanvas()
  const canvas = (options.canvas ?? ((value) => value))({
    ...base,
    nodes: [...(base.nodes ?? []), ...(options.nodes ?? [])],
    edges: [...(base.edges ?? []), ...(options.edges ?? [])],
  })
  return validateStory(canvas, { ...minimalMetadata(), ...options.metadata }).errors
}

const keys = (errors: { key: string }[]) => errors.map((entry) => entry.key)
const story = (id: string, title = id): CanvasNodeInput => ({
  id,
  type: 'story',
  data: { title, situation: 'x' },
})
const start = (id: string, data: object = {}): CanvasNodeInput => ({
  id,
  type: 'start',
  data: { greeting: 'hi', ...data },
})
const variable = (
  id: string,
  name: string,
  valueType: 'number' | 'string' | 'boolean' = 'number',
): CanvasNodeInput => ({ id, type: 'variable', data: { name, valueType } }) as CanvasNodeInput

describe('validateStory', () => {
  it('finds nothing wrong with the minimal story', () => {
    expect(findings()).toEqual([])
  })

  describe('metadata', () => {
    it('requires title and thumbnail', () => {
      expect(findings({ metadata: { title: ' ', thumbnail: '' } })).toEqual([
        { field: 'title', key: 'TITLE_REQUIRED', message: 'Title is required.', severity: 'error' },
        {
          field: 'thumbnail',
          key: 'THUMBNAIL_REQUIRED',
          message: 'Thumbnail is required.',
          severity: 'error',
        },
      ])
    })

    it('limits the brief intro to 40 characters, counting code points', () => {
      expect(findings({ metadata: { briefIntro: 'a'.repeat(40) } })).toEqual([])
      expect(findings({ metadata: { briefIntro: `${'가'.repeat(39)}🙂` } })).toEqual([])
      expect(findings({ metadata: { briefIntro: 'a'.repeat(41) } })).toEqual([
        {
          field: 'briefIntro',
          key: 'BRIEF_INTRO_TOO_LONG',
          message: 'Brief intro must be at most 40 characters.',
          severity: 'error',
        },
      ])
    })

    it("uses the spec's price message for a paid story without a price", () => {
      const errors = findings({ metadata: { pricing: { kind: 'paid', price: 0 } } })
      expect(errors).toMatchObject([
        { key: 'STORY_PRICE_INVALID', message: 'There is something wrong with the price.' },
      ])
    })

    it('reports malformed metadata fields', () => {
      expect(findings({ metadata: { language: 'fr' as 'en' } })).toMatchObject([
        { key: 'INVALID_METADATA', field: 'language' },
      ])
    })
  })

  describe('limits', () => {
    it('allows at most 5 story nodes', () => {
      const extra = ['s2', 's3', 's4', 's5', 's6'].map((id) => story(id))
      const edges = extra.map((node) => connect('scene', 'exit', node.id, 'enter'))
      const errors = findings({ nodes: extra, edges })
      expect(errors).toEqual([
        {
          nodeId: 's6',
          key: 'TOO_MANY_STORY_NODES',
          message: 'A story can have at most 5 scenes.',
          severity: 'error',
        },
      ])
    })

    it('requires 1 to 5 selectable start nodes; unselectable ones do not count', () => {
      const none = findings({
        canvas: (canvas) => ({
          ...canvas,
          nodes: canvas.nodes?.filter((node) => node.type !== 'start'),
          edges: canvas.edges?.slice(1),
        }),
      })
      expect(none).toContainEqual({
        key: 'NO_START_NODE',
        message: 'Add at least one selectable start node.',
        severity: 'error',
      })
      const starts = ['a', 'b', 'c', 'd', 'e'].map((id) => start(id))
      const edges = starts.map((node) => connect(node.id, 'scene', 'scene', 'enter'))
      expect(keys(findings({ nodes: starts, edges }))).toEqual(['TOO_MANY_START_NODES'])
      expect(findings({ nodes: starts, edges })[0]).toMatchObject({
        nodeId: 'e',
        message: 'At most 5 start nodes can be selectable.',
      })
      const hidden = [...starts.slice(0, 4), start('e', { selectable: false })]
      expect(findings({ nodes: hidden, edges })).toEqual([])
    })

    it('requires a story node', () => {
      const errors = findings({
        canvas: (canvas) => ({
          ...canvas,
          nodes: canvas.nodes?.filter((node) => node.type !== 'story'),
          edges: [],
        }),
      })
      expect(keys(errors)).toContain('NO_STORY_NODE')
    })
  })

  describe('edges', () => {
    it('reports dangling edges precisely', () => {
      const errors = findings({ edges: [connect('hero', 'cast', 'ghost-scene', 'cast')] })
      expect(errors).toEqual([
        {
          edgeId: 'hero.cast->ghost-scene.cast',
          nodeId: 'hero',
          key: 'DANGLING_EDGE',
          message:
            'Edge "hero.cast->ghost-scene.cast" points to a missing node "ghost-scene". Delete the edge or restore the node.',
          severity: 'error',
        },
      ])
    })

    it("gives the spec's message when a speech-style socket holds two text nodes", () => {
      const voices: CanvasNodeInput[] = [
        { id: 't1', type: 'text', data: { text: 'one' } },
        { id: 't2', type: 'text', data: { text: 'two' } },
      ]
      const errors = findings({
        nodes: voices,
        edges: [
          connect('t1', 'text', 'hero', 'speechStyle'),
          connect('t2', 'text', 'hero', 'speechStyle'),
        ],
      })
      expect(errors).toEqual([
        {
          edgeId: 't2.text->hero.speechStyle',
          nodeId: 'hero',
          field: 'speechStyle',
          key: 'SPEECH_STYLE_ONE_TEXT_NODE',
          message: 'The speech-style socket accepts one text node.',
          severity: 'error',
        },
      ])
    })

    it('reports wrongly typed edges and duplicate ids', () => {
      const errors = findings({
        edges: [
          { ...connect('hero', 'cast', 'scene', 'enter') },
          { ...connect('start', 'scene', 'scene', 'enter') },
        ],
      })
      expect(keys(errors)).toEqual(['DUPLICATE_EDGE_ID', 'SOCKET_TYPE_MISMATCH'])
    })
  })

  describe('nodes', () => {
    it('reports schema errors on the node and field, and unknown kinds', () => {
      const errors = findings({
        nodes: [
          { id: 'bad', type: 'image', data: { price: -5 } } as CanvasNodeInput,
          { id: 'odd', type: 'portal' } as unknown as CanvasNodeInput,
        ],
      })
      expect(errors).toMatchObject([
        { nodeId: 'bad', field: 'price', key: 'INVALID_NODE' },
        { nodeId: 'odd', key: 'UNKNOWN_NODE_TYPE', message: 'Unknown node type "portal".' },
      ])
    })

    it('marks a text over its limit on its field alone, keeping the node and its edges', () => {
      const errors = findings({
        canvas: (canvas) => ({
          ...canvas,
          nodes: (canvas.nodes ?? []).map((node) =>
            node.id === 'scene'
              ? ({ ...node, data: { ...node.data, title: 'x'.repeat(230) } } as CanvasNodeInput)
              : node,
          ),
        }),
      })
      expect(errors).toEqual([
        {
          nodeId: 'scene',
          field: 'title',
          key: 'TEXT_TOO_LONG',
          message: 'At most 200 characters are allowed here; this text has 230.',
          severity: 'error',
        },
      ])
    })

    it('still reports a node with other faults besides a long text as invalid', () => {
      const errors = findings({
        nodes: [
          {
            id: 'bad',
            type: 'image',
            data: { price: -5, title: 'x'.repeat(230) },
          } as CanvasNodeInput,
        ],
      })
      expect(keys(errors)).toEqual(['INVALID_NODE', 'INVALID_NODE'])
    })

    it('reports duplicate and malformed variable names', () => {
      const errors = findings({
        nodes: [variable('v1', 'trust'), variable('v2', 'trust'), variable('v3', '2fast')],
      })
      expect(errors).toMatchObject([
        {
          nodeId: 'v1',
          key: 'DUPLICATE_VARIABLE_NAME',
          message: 'Another variable is also named "trust". Names must be unique.',
        },
        { nodeId: 'v2', key: 'DUPLICATE_VARIABLE_NAME' },
        { nodeId: 'v3', key: 'INVALID_VARIABLE_NAME' },
      ])
    })

    it('reports unknown variables in conditions with the AST path', () => {
      const errors = findings({
        nodes: [
          {
            id: 'gate',
            type: 'condition',
            data: {
              condition: {
                op: '>',
                left: { kind: 'variable', name: 'gold' },
                right: { kind: 'literal', value: 1 },
              },
            },
          },
          {
            id: 'alarm',
            type: 'trigger',
            data: { when: { kind: 'condition' }, effects: [{ kind: 'end-story' }] },
          },
        ],
        edges: [connect('gate', 'result', 'alarm', 'condition')],
      })
      expect(errors).toEqual([
        {
          nodeId: 'gate',
          field: 'condition.left.name',
          key: 'UNKNOWN_VARIABLE',
          message:
            'Unknown variable "gold". Add a variable node with this name or fix the spelling.',
          severity: 'error',
        },
      ])
    })

    it('checks trigger effects against variables, scenes, entries and images', () => {
      const errors = findings({
        nodes: [
          variable('v', 'mood', 'string'),
          {
            id: 'trig',
            type: 'trigger',
            data: {
              when: { kind: 'user-text', pattern: '/(unclosed/' },
              effects: [
                { kind: 'set-variable', name: 'mood', value: 3 },
                { kind: 'add-variable', name: 'mood', amount: 1 },
                { kind: 'set-variable', name: 'ghost', value: 1 },
                { kind: 'move-to-scene', sceneId: 'nowhere' },
                { kind: 'activate-lorebook', entryId: 'hero', turns: 2 },
                { kind: 'show-image', imageId: 'nope' },
                { kind: 'set-variable', name: '', value: 0 },
                { kind: 'move-to-scene', sceneId: '' },
                { kind: 'activate-lorebook', entryId: '', turns: 1 },
                { kind: 'make-image-available', imageId: '' },
              ],
            },
          },
        ],
      })
      expect(errors.map((entry) => [entry.key, entry.field])).toEqual([
        ['INVALID_TRIGGER_PATTERN', 'when.pattern'],
        ['VARIABLE_TYPE_MISMATCH', 'effects.0'],
        ['VARIABLE_TYPE_MISMATCH', 'effects.1'],
        ['UNKNOWN_VARIABLE', 'effects.2'],
        ['UNKNOWN_SCENE', 'effects.3'],
        ['UNKNOWN_LOREBOOK_ENTRY', 'effects.4'],
        ['UNKNOWN_IMAGE', 'effects.5'],
        // A choice not made yet is asked for, not reported as an unknown name.
        ['EFFECT_VARIABLE_MISSING', 'effects.6'],
        ['EFFECT_SCENE_MISSING', 'effects.7'],
        ['EFFECT_ENTRY_MISSING', 'effects.8'],
        ['EFFECT_IMAGE_MISSING', 'effects.9'],
      ])
    })

    it('requires a condition for condition triggers and a pattern for text triggers', () => {
      const errors = findings({
        nodes: [
          {
            id: 't1',
            type: 'trigger',
            data: { when: { kind: 'condition' }, effects: [{ kind: 'end-story' }] },
          },
          { id: 't2', type: 'trigger', data: { when: { kind: 'ai-text' }, effects: [] } },
        ],
      })
      expect(errors.map((entry) => [entry.nodeId, entry.key, entry.severity])).toEqual([
        ['t1', 'TRIGGER_CONDITION_MISSING', 'error'],
        ['t2', 'TRIGGER_PATTERN_MISSING', 'error'],
        ['t2', 'TRIGGER_WITHOUT_EFFECTS', 'warning'],
      ])
    })

    it('reports bad regex keys in lorebook entries and entries that never activate', () => {
      const errors = findings({
        nodes: [
          {
            id: 'lore',
            type: 'lorebookEntry',
            data: {
              keys: ['/dragon(/i', 'ok', '/fine|good/'],
              secondaryKeys: ['/[z-a]/'],
              content: 'x',
            },
          },
          { id: 'mute', type: 'lorebookEntry', data: { content: 'never' } },
        ],
      })
      expect(errors.map((entry) => [entry.nodeId, entry.key, entry.field])).toEqual([
        ['lore', 'INVALID_REGEX_KEY', 'keys.0'],
        ['lore', 'INVALID_REGEX_KEY', 'secondaryKeys.0'],
        ['mute', 'LOREBOOK_ENTRY_NEVER_ACTIVATES', 'keys'],
      ])
      expect(errors[0]?.message).toMatch(/^Key \/dragon\(\/i is not a valid regular expression: /)
    })

    it('limits image tags to 3, or 7 in the new tagging mode', () => {
      const image: CanvasNodeInput = {
        id: 'img',
        type: 'image',
        data: { url: ASSET, tags: ['a', 'b', 'c', 'd'] },
      }
      expect(findings({ nodes: [image] })).toEqual([
        {
          nodeId: 'img',
          field: 'tags',
          key: 'TOO_MANY_IMAGE_TAGS',
          message: 'An image can have at most 3 tags.',
          severity: 'error',
        },
      ])
      expect(findings({ nodes: [image], metadata: { imageTaggingMode: 'new' } })).toEqual([])
      const eight = {
        ...image,
        data: { url: ASSET, tags: 'abcdefgh'.split('') },
      } as CanvasNodeInput
      expect(findings({ nodes: [eight], metadata: { imageTaggingMode: 'new' } })[0]?.message).toBe(
        'An image can have at most 7 tags.',
      )
    })

    it("enforces the spec's minimum image price and category description", () => {
      const errors = findings({
        nodes: [
          { id: 'img', type: 'image', data: { url: ASSET, price: 9 } },
          { id: 'cat', type: 'imageCategory', data: { name: 'Places', description: '  ' } },
        ],
      })
      expect(errors).toEqual([
        {
          nodeId: 'img',
          field: 'price',
          key: 'MINIMUM_IMAGE_PRICE',
          message: 'Minimum price is 10 credits',
          severity: 'error',
        },
        {
          nodeId: 'cat',
          field: 'description',
          key: 'CATEGORY_DESCRIPTION_REQUIRED',
          message: 'Description cannot be empty.',
          severity: 'error',
        },
      ])
      expect(
        findings({ nodes: [{ id: 'img', type: 'image', data: { url: ASSET, price: 10 } }] }),
      ).toEqual([])
    })

    it('allows only our assets and inline png, jpeg, webp or gif for images and thumbnails', () => {
      const errors = findings({
        nodes: [
          { id: 'html', type: 'image', data: { url: 'data:text/html,<script>' } },
          { id: 'far', type: 'image', data: { url: 'https://evil.example/x.png' } },
          { id: 'png', type: 'image', data: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
        ],
        metadata: { thumbnail: 'javascript:alert(1)' },
      })
      expect(errors.map(({ key, nodeId, field }) => ({ key, nodeId, field }))).toEqual([
        { key: 'THUMBNAIL_NOT_ALLOWED', nodeId: undefined, field: 'thumbnail' },
        { key: 'IMAGE_URL_NOT_ALLOWED', nodeId: 'html', field: 'url' },
        { key: 'IMAGE_URL_NOT_ALLOWED', nodeId: 'far', field: 'url' },
      ])
    })

    it('requires a condition for automatic image unlock', () => {
      const errors = findings({
        nodes: [
          {
            id: 'img',
            type: 'image',
            data: { url: ASSET, price: 20, manualUnlock: false, autoUnlock: true },
          },
        ],
      })
      expect(keys(errors)).toEqual(['AUTO_UNLOCK_CONDITION_MISSING'])
    })

    it('checks start-node variable overrides', () => {
      const errors = findings({
        nodes: [variable('v', 'gold')],
        canvas: (canvas) => ({
          ...canvas,
          nodes: canvas.nodes?.map((node) =>
            node.id === 'start'
              ? { ...node, data: { ...node.data, variableOverrides: { gold: 'lots', silver: 1 } } }
              : node,
          ) as CanvasNodeInput[],
        }),
      })
      expect(errors.map((entry) => [entry.key, entry.field])).toEqual([
        ['VARIABLE_TYPE_MISMATCH', 'variableOverrides.gold'],
        ['UNKNOWN_VARIABLE', 'variableOverrides.silver'],
      ])
    })
  })

  describe('scene graph', () => {
    it('warns about scenes nothing leads to', () => {
      const errors = findings({ nodes: [story('island', 'Island')] })
      expect(errors).toEqual([
        {
          nodeId: 'island',
          key: 'UNREACHABLE_SCENE',
          message: 'No start node, transition or trigger leads to "Island".',
          severity: 'warning',
        },
      ])
    })

    it('counts trigger moves and guarded transitions as reachable', () => {
      const errors = findings({
        nodes: [
          story('cellar'),
          story('attic'),
          { id: 'gate', type: 'condition', data: {} },
          {
            id: 'jump',
            type: 'trigger',
            data: {
              when: { kind: 'turn-end' },
              effects: [{ kind: 'move-to-scene', sceneId: 'attic' }],
            },
          },
        ],
        edges: [
          connect('scene', 'exit', 'gate', 'enter'),
          connect('gate', 'then', 'cellar', 'enter'),
        ],
      })
      expect(errors).toEqual([])
    })

    it('warns about a loop of scenes with no way out, unless the story can end', () => {
      const loop = {
        nodes: [story('a', 'A'), story('b', 'B')],
        edges: [
          connect('scene', 'exit', 'a', 'enter'),
          connect('a', 'exit', 'b', 'enter'),
          connect('b', 'exit', 'a', 'enter'),
        ],
      }
      const errors = findings(loop)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ key: 'SCENE_LOOP_WITHOUT_EXIT', severity: 'warning' })
      expect(errors[0]?.message).toMatch(/^Scenes "A", "B" form a loop with no way out/)
      const ending: CanvasNodeInput = {
        id: 'end',
        type: 'trigger',
        data: { when: { kind: 'turn-end' }, effects: [{ kind: 'end-story' }] },
      }
      expect(findings({ ...loop, nodes: [...loop.nodes, ending] })).toEqual([])
    })
  })
})
