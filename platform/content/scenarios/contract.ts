/**
 * The scenario (choose-your-own-adventure) document and the calls over it. The document is
 * versioned (`schemaVersion`); its zod schema lives here so the server and the tests read one
 * definition, and the front ends take its types.
 */
import { z } from 'zod'
import type { SaveContentAnswer } from '../catalog/contract'

export const SCENARIO_SCHEMA_VERSION = 1
export const SCENARIO_LIMITS = {
  pages: 200,
  optionsPerPage: 6,
  variables: 2,
  conditionsPerOption: 4,
  effectsPerOption: 2,
  title: 120,
  text: 4000,
  label: 120,
} as const

const id = z
  .string('An id is 1–40 letters, digits, - or _.')
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'An id is 1–40 letters, digits, - or _.')
const position = z.object({
  x: z.number().finite().min(-1e6).max(1e6),
  y: z.number().finite().min(-1e6).max(1e6),
})

export const scenarioCondition = z.discriminatedUnion('kind', [
  /** The viewer took (or did not take) an option earlier on this path. */
  z.object({ kind: z.literal('chose'), optionId: id }),
  z.object({ kind: z.literal('notChose'), optionId: id }),
  z.object({
    kind: z.literal('variable'),
    variable: id,
    op: z.enum(['>=', '<=', '=='], 'A comparison is >=, <= or ==.'),
    value: z.number().int().min(-1000).max(1000),
  }),
])

export const scenarioEffect = z.object({
  variable: id,
  op: z.enum(['add', 'set'], 'An effect adds to or sets a variable.'),
  value: z.number().int().min(-1000).max(1000),
})

export const scenarioOption = z.object({
  id,
  label: z.string().max(SCENARIO_LIMITS.label),
  to: id,
  when: z.array(scenarioCondition).max(SCENARIO_LIMITS.conditionsPerOption).default([]),
  effects: z.array(scenarioEffect).max(SCENARIO_LIMITS.effectsPerOption).default([]),
})

/** Who may open a page beyond the scenario's own visibility. */
export const pageAccess = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }),
  /** Bought with the scenario (its content price). */
  z.object({ kind: z.literal('paid') }),
  /** Subscribers of one of these tiers. */
  z.object({ kind: z.literal('tier'), tiers: z.array(z.string().min(1).max(80)).min(1).max(10) }),
])

export const scenarioMedia = z.object({
  kind: z.enum(['video', 'image'], 'A page shows a video or an image.'),
  /** The creator's upload key (the uploads area). */
  key: z.string().min(1).max(500),
})

export const scenarioPage = z.object({
  id,
  /** An ending closes the story and has no options. */
  kind: z.enum(['page', 'ending'], 'A page is a page or an ending.'),
  title: z.string().max(SCENARIO_LIMITS.title),
  text: z.string().max(SCENARIO_LIMITS.text),
  media: scenarioMedia.nullable().default(null),
  access: pageAccess.default({ kind: 'free' }),
  position: position.default({ x: 0, y: 0 }),
  options: z.array(scenarioOption).max(SCENARIO_LIMITS.optionsPerPage).default([]),
})

export const scenarioVariable = z.object({
  id,
  name: z.string().min(1).max(40),
  initial: z.number().int().min(-1000).max(1000),
})

export const scenarioDocument = z.object({
  schemaVersion: z.literal(SCENARIO_SCHEMA_VERSION, 'Unknown scenario schema version.'),
  start: id.nullable(),
  variables: z.array(scenarioVariable).max(SCENARIO_LIMITS.variables).default([]),
  pages: z.array(scenarioPage).max(SCENARIO_LIMITS.pages),
})

export type ScenarioCondition = z.infer<typeof scenarioCondition>
export type ScenarioEffect = z.infer<typeof scenarioEffect>
export type ScenarioOption = z.infer<typeof scenarioOption>
export type PageAccess = z.infer<typeof pageAccess>
export type ScenarioPage = z.infer<typeof scenarioPage>
export type ScenarioVariable = z.infer<typeof scenarioVariable>
export type ScenarioDocument = z.infer<typeof scenarioDocument>

export type ScenarioProblemCode =
  | 'no-start'
  | 'duplicate-id'
  | 'missing-target'
  | 'unreachable'
  | 'dead-end'
  | 'no-exit'
  | 'ending-with-options'
  | 'unknown-reference'
  | 'missing-asset'
  | 'wrong-asset-kind'

/** One finding of the validation; pages and options named by id. */
export interface ScenarioProblem {
  code: ScenarioProblemCode
  pageId?: string
  optionId?: string
  /** The missing id or asset key, for unknown references and assets. */
  ref?: string
}

/** GET/POST /content/scenario/{oid}/document */
export interface ScenarioDocumentAnswer {
  contentOid: string
  title: string
  /** The cover the catalog shows (publishing needs one). */
  thumbnail: string
  status: string
  version: number
  document: ScenarioDocument
  problems: ScenarioProblem[]
  publishedVersion: number | null
}

/** The page a viewer is on, as the player shows it. */
export interface ScenarioPageView {
  id: string
  kind: 'page' | 'ending'
  title: string
  /** Null while the page is locked. */
  text: string | null
  media: { kind: 'video' | 'image'; url: string } | null
  locked: null | { reason: 'paid'; price: number } | { reason: 'tier'; tiers: string[] }
  /** The options open to this viewer on this path (conditions met). */
  options: Array<{ id: string; label: string }>
}

export interface ScenarioProgressView {
  pageId: string
  /** The pages visited, oldest first, ending with the current one. */
  path: string[]
  choices: string[]
  variables: Record<string, number>
}

/** GET /content/scenario/{oid}/play and the answers of choose and restart. */
export interface ScenarioPlayAnswer {
  contentOid: string
  title: string
  creatorOid: string
  variables: Array<{ id: string; name: string }>
  progress: ScenarioProgressView
  page: ScenarioPageView
}

/** A multiplay room's state as every member sees it. */
export interface ScenarioRoomView {
  roomOid: string
  contentOid: string
  round: number
  page: ScenarioPageView
  path: string[]
  /** Votes per option id. */
  tally: Record<string, number>
  myVote: string | null
  members: number
  /** When the round closes (server clock, ISO). */
  closesAt: string | null
}

export const SCENARIO_ROOM_SECONDS = 20

/** The scenario calls under /api, as the typed client reads them. */
export interface ScenarioRoutes {
  /** The catalog's call: saves (or publishes) the scenario content's metadata. */
  'POST /content/scenario': {
    request: {
      contentOid?: string
      metaData?: Record<string, unknown>
      contentStatus?: 'inprogress' | 'published'
    }
    response: SaveContentAnswer
  }
  'GET /content/scenario/:id/document': {
    request: { id: string }
    response: ScenarioDocumentAnswer
  }
  'POST /content/scenario/:id/document': {
    request: { id: string; document: ScenarioDocument; version: number }
    response: ScenarioDocumentAnswer
  }
  'POST /content/scenario/:id/publish': {
    request: { id: string; version: number }
    response: ScenarioDocumentAnswer
  }
  'GET /content/scenario/:id/play': { request: { id: string }; response: ScenarioPlayAnswer }
  'POST /content/scenario/:id/choose': {
    request: { id: string; pageId: string; optionId: string }
    response: ScenarioPlayAnswer
  }
  'POST /content/scenario/:id/restart': { request: { id: string }; response: ScenarioPlayAnswer }
  'POST /content/scenario/:id/rooms': { request: { id: string }; response: ScenarioRoomView }
  'GET /content/scenario-rooms/:room': { request: { room: string }; response: ScenarioRoomView }
  'POST /content/scenario-rooms/:room/join': {
    request: { room: string }
    response: ScenarioRoomView
  }
  'POST /content/scenario-rooms/:room/leave': {
    request: { room: string }
    response: ScenarioRoomView
  }
  'POST /content/scenario-rooms/:room/vote': {
    request: { room: string; optionId: string; round: number }
    response: ScenarioRoomView
  }
}
