import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { GachaDeps } from './ports'
import { gachaRoutes } from './routes'
import { createGachaService } from './service'

/** Gacha: creators' draws of items for coins, pulled by players, each pull auditable. */
export function createGacha(deps: GachaDeps) {
  const service = createGachaService(deps)
  return { service, contentRoutes: gachaRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export { gachaMigrations } from './migrations'
export type { GachaPorts } from './ports'
export type { GachaService } from './service'
