import { Hono } from 'hono'
import type { Database } from '../../db'
import type { AppEnv } from '../../http'
import type { Bus } from '../../realtime'
import { createScenarioRoomHub, type RoomFrame } from './hub'
import type { ScenariosDeps } from './ports'
import { scenarioRoutes } from './routes'
import { createScenariosService } from './service'

/**
 * Scenarios (choose-your-own-adventure): the studio's versioned document, validated on
 * save and publish; the single player with the viewer's kept place; multiplay rooms that
 * vote over the real-time layer. docs/SCENARIO.md.
 */
export function createScenarios(
  deps: Omit<ScenariosDeps, 'rooms'> & {
    scenarioRealtime?: { database: Database; redisUrl?: string | undefined }
    scenarioBus?: Bus<RoomFrame>
  },
) {
  const rooms: ScenariosDeps['rooms'] = { notifier: null }
  const service = createScenariosService({ ...deps, rooms })
  const hub = createScenarioRoomHub({
    logger: deps.logger,
    clock: deps.clock,
    ...(deps.scenarioRealtime ? { realtime: deps.scenarioRealtime } : {}),
    ...(deps.scenarioBus ? { bus: deps.scenarioBus } : {}),
    onDue: (roomOid) => service.tickRoom(roomOid),
  })
  rooms.notifier = hub
  return { service, hub, contentRoutes: scenarioRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export type { ScenarioRoomHub } from './hub'
export { SCENARIO_ROOM_SOCKET_PATH } from './hub'
export { scenariosMigrations } from './migrations'
export type { ScenarioAssetsPort } from './ports'
export type { ScenariosService } from './service'
