/**
 * Adult verification area: Yoti age verification sessions (unverified → verification
 * message sent → verified or not adult); the adult flag is set through accounts' service.
 * Routes mount under `/api` (docs/ADULT-VERIFICATION.md).
 */
import type { AreaMount } from '../http'
import type { AdultVerificationDeps } from './ports'
import { adultVerificationRoutes } from './routes'
import { type AdultVerificationService, createAdultVerificationService } from './service'
import { createYotiHttpApi, type YotiAgeApi } from './yoti-api'

export interface AdultVerificationArea {
  service: AdultVerificationService
  mounts: AreaMount[]
}

export function createAdultVerification(
  deps: Omit<AdultVerificationDeps, 'api'> & { api?: YotiAgeApi | null },
): AdultVerificationArea {
  const api =
    deps.api !== undefined ? deps.api : deps.settings ? createYotiHttpApi(deps.settings) : null
  const service = createAdultVerificationService({ ...deps, api })
  return { service, mounts: [{ prefix: '', routes: adultVerificationRoutes(service) }] }
}

export type * from './contract'
export { adultVerificationMigrations } from './migrations'
export type { AdultVerificationAccountsPort, AdultVerificationDeps } from './ports'
export type { AdultVerificationService } from './service'
export { readYotiSettings, YOTI_API_BASE, type YotiSettings } from './settings'
export type { AdultVerificationTables } from './tables'
export type { YotiAgeApi } from './yoti-api'
