/**
 * RealPlay timelines (docs/TIMELINE.md): a content's multi-track timeline as a versioned
 * document, validated against its creator's uploads and rendered by the encoding area's
 * jobs into the HLS renditions an upload's video gets. Reached through the area's index.
 */
import type { AreaMount } from '../../http'
import type { TimelinesDeps } from './ports'
import { timelineRoutes } from './routes'
import { createTimelinesService, type TimelinesService } from './service'

export interface TimelinesArea {
  service: TimelinesService
  mounts: AreaMount[]
}

export function createTimelines(deps: TimelinesDeps): TimelinesArea {
  const service = createTimelinesService(deps)
  return { service, mounts: [{ prefix: '/content', routes: timelineRoutes(service) }] }
}

export { compileTimeline } from './compile'
export type * from './contract'
export { timelineMigrations } from './migrations'
export type { TimelinesTables } from './tables'
export { validateTimeline } from './validate'
