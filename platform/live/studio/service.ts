/**
 * The live service: studio settings, stream keys, going live and off (decided by key
 * verification from either ingest), the stream cards viewers read, and viewer counts. Each
 * use case is a module over the same context (context.ts).
 */
import { createPublishing } from '../ingest/publish'
import { createCards } from '../playback/cards'
import { createViews } from '../playback/views'
import { createStudioChannel } from './channel'
import { createLiveContext, type LiveDeps } from './context'
import { createStreamKeys } from './stream-keys'

export type { LiveDeps, LiveStateListener } from './context'

export function createLiveService(deps: LiveDeps) {
  const context = createLiveContext(deps)
  const { rtmpUrl, ...keys } = createStreamKeys(context)
  const publishing = createPublishing(context)
  return {
    ...publishing,
    ...keys,
    ...createCards(context),
    ...createStudioChannel(context, { rtmpUrl, goOffline: publishing.goOffline }),
    ...createViews(context),
  }
}

export type LiveService = ReturnType<typeof createLiveService>
