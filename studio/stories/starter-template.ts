import type { TFunction } from 'i18next'
import {
  type CanvasEdge,
  type CanvasNode,
  type CanvasNodeInput,
  canvasNodeSchema,
} from '../../engine/canvas'

/** The placeholder texts of a new story's template, in the writer's language. */
export interface StarterTexts {
  startTitle: string
  greeting: string
  sceneTitle: string
  situation: string
  goals: string
  characterName: string
  description: string
  personality: string
}

/** The template's texts in the page's language; the macros stay macros for the chat to fill. */
export function starterTexts(t: TFunction<'studio'>): StarterTexts {
  const macros = { charMacro: '{{char}}', userMacro: '{{user}}' }
  return {
    startTitle: t('studioTemplate.startTitle'),
    greeting: t('studioTemplate.greeting', macros),
    sceneTitle: t('studioTemplate.sceneTitle'),
    situation: t('studioTemplate.situation'),
    goals: t('studioTemplate.goals', macros),
    characterName: t('studioTemplate.characterName'),
    description: t('studioTemplate.description'),
    personality: t('studioTemplate.personality'),
  }
}

/** Fixed ids: the template is the first thing on its canvas, and the guide points at them. */
export const STARTER_IDS = {
  start: 'start-template',
  scene: 'story-template',
  character: 'character-template',
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
 * A story's first canvas: Start → Scene ← Character, connected and filled with placeholder
 * text, so it compiles as it is and the writer replaces words rather than learns sockets.
 * The start and the character sit left of the scene, whose inputs face them.
 */
export function starterTemplate(texts: StarterTexts): {
  nodes: CanvasNode[]
  edges: CanvasEdge[]
} {
  const nodes: CanvasNodeInput[] = [
    {
      id: STARTER_IDS.start,
      type: 'start',
      position: { x: 0, y: 0 },
      data: { title: texts.startTitle, greeting: texts.greeting },
    },
    {
      id: STARTER_IDS.character,
      type: 'character',
      position: { x: 0, y: 200 },
      data: {
        name: texts.characterName,
        description: texts.description,
        personality: texts.personality,
      },
    },
    {
      id: STARTER_IDS.scene,
      type: 'story',
      position: { x: 320, y: 60 },
      data: { title: texts.sceneTitle, situation: texts.situation, goals: texts.goals },
    },
  ]
  return {
    // Parsed, so every field a new node has is there (as the palette's nodes have them).
    nodes: nodes.map((node) => canvasNodeSchema.parse(node)),
    edges: [
      edge(STARTER_IDS.start, 'scene', STARTER_IDS.scene, 'enter'),
      edge(STARTER_IDS.character, 'cast', STARTER_IDS.scene, 'cast'),
    ],
  }
}
