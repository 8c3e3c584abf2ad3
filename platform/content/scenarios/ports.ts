/**
 * What the scenarios need, wired in the content area's index and server/context/: the
 * catalog (the scenario is a content: its row, its visibility, its save and publish), the
 * entitlement port for paid and tier-only pages, and the creator's uploads.
 */
import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import type { Clock, SessionUser } from '../../http'
import type { CatalogService } from '../catalog'
import type { EntitlementPort } from '../ports'

/** The creator's uploads as a scenario uses them. */
export interface ScenarioAssetsPort {
  /** The owner's ready uploads among `keys`, with their file types (uploads' `readyAssets`). */
  readyUploads(ownerOid: string, keys: string[]): Promise<Array<{ key: string; filetype: string }>>
  /** An owner's ready upload's bytes, or null (uploads' `readOwned`). */
  read(ownerOid: string, key: string): Promise<{ body: Readable; size: number } | null>
}

/** Tells a room's sockets that the room changed (the realtime hub; none in unit wiring). */
export interface ScenarioRoomNotifier {
  changed(roomOid: string, revision: number, closesAt: number | null): void
  /** The room was closed: its sockets get a closing frame, its timers stop. */
  closed(roomOid: string): void
}

export type ScenarioCatalog = Pick<CatalogService, 'findRow' | 'save' | 'viewerAccess'>

export interface ScenariosDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  catalog: ScenarioCatalog
  entitlements?: EntitlementPort
  scenarioAssets?: ScenarioAssetsPort
  /** The signing secret for page media addresses. */
  scenarioSecret?: string
  rooms?: { notifier: ScenarioRoomNotifier | null }
}

export type { SessionUser }
