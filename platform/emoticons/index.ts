/**
 * Emoticons area: a creator's uploaded emoticons and their groups (free or by tier), and
 * which groups a viewer may use (docs/EMOTICONS.md). Routes mount under `/api`.
 */
import type { AreaMount } from '../http'
import { emoticonRoutes } from './routes'
import { createEmoticonsService, type EmoticonsDeps, type EmoticonsService } from './service'

export interface EmoticonsArea {
  service: EmoticonsService
  mounts: AreaMount[]
}

export function createEmoticons(deps: EmoticonsDeps): EmoticonsArea {
  const service = createEmoticonsService(deps)
  // The default body ceiling (1 MB) is above the 50 KB rule, so an oversized emoticon
  // still reaches the service and answers the spec's 'image size limit'.
  return { service, mounts: [{ prefix: '/emoticon', routes: emoticonRoutes(service) }] }
}

export type * from './contract'
export { emoticonsMigrations } from './migrations'
export type { EmoticonFilesPort, EmoticonTiersPort } from './ports'
export type { EmoticonsDeps, EmoticonsService } from './service'
export type { EmoticonsTables } from './tables'
