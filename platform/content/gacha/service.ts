/** The gacha's use cases: the creator's management and the players' pulls and records. */
import { createGachaManagement } from './manage'
import type { GachaDeps } from './ports'
import { createGachaPulls } from './pull'

export function createGachaService(deps: GachaDeps) {
  return { ...createGachaManagement(deps), ...createGachaPulls(deps) }
}

export type GachaService = ReturnType<typeof createGachaService>
