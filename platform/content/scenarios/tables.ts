/** Tables of the content area's scenarios capability (see migrations.ts beside it). */
import type { JSONColumnType } from 'kysely'
import type { ScenarioDocument, ScenarioProblem } from './contract'
import type { RoomState } from './room'

type Json<T extends object> = JSONColumnType<T, string, string>

/** A scenario content's document: the draft the studio saves and the copy its viewers play. */
export interface ContentScenariosTable {
  content_oid: string
  creator_oid: string
  /** The draft's version, compared and bumped by every save (the studio's conflict check). */
  version: number
  document: Json<ScenarioDocument>
  problems: Json<ScenarioProblem[]>
  published_version: number | null
  published_document: Json<ScenarioDocument> | null
  updated_at: Date
  published_at: Date | null
}

export interface ContentScenarioProgressTable {
  content_oid: string
  viewer_key: string
  published_version: number
  page_id: string
  path: Json<string[]>
  choices: Json<string[]>
  variables: Json<Record<string, number>>
  updated_at: Date
}

export interface ContentScenarioRoomsTable {
  oid: string
  content_oid: string
  published_version: number
  state: Json<RoomState>
  /** Bumped by every change; what the room's socket frames carry. */
  revision: number
  created_at: Date
  updated_at: Date
  /** Since when the room has had no member (null while someone is in); the sweep reads it. */
  empty_since: Date | null
}

export type ScenariosTables = {
  content_scenarios: ContentScenariosTable
  content_scenario_progress: ContentScenarioProgressTable
  content_scenario_rooms: ContentScenarioRoomsTable
}
