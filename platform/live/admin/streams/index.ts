/**
 * The stream service (spec §7 "Admin tools"): admins' streams, livestreamers, start and stop,
 * and the sealed whitelist, under `/stream` (docs/live/STREAM-SERVICE.md).
 */
import type { AreaMount } from '../../../http'
import { streamsRoutes } from './routes'
import { createStreamsService, type StreamsDeps, type StreamsService } from './service'

export interface StreamsArea {
  service: StreamsService
  mounts: AreaMount[]
}

export function createStreams(deps: StreamsDeps): StreamsArea {
  const service = createStreamsService(deps)
  return { service, mounts: [{ prefix: '/stream', routes: streamsRoutes(service) }] }
}

export type * from './contract'
export type { StreamsLivePort, StreamsService, StreamsUsersPort } from './service'
