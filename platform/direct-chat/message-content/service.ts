/** Paid message contents over the direct chat area's context (docs/DIRECT-CHAT.md). */
import type { DirectChatContext } from '../context'
import { createPurchases } from './purchase'
import { createReads } from './reads'
import { createContentStore } from './store'
import { createWrite, type OpenDirect } from './write'

export function createMessageContentService(context: DirectChatContext, openDirect: OpenDirect) {
  const store = createContentStore(context)
  return {
    ...createWrite(context, store, openDirect),
    ...createReads(context, store),
    ...createPurchases(context, store),
  }
}

export type MessageContentService = ReturnType<typeof createMessageContentService>
