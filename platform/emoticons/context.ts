import type { EmoticonsDeps } from './ports'
import { createEmoticonStore, type EmoticonStore } from './store'

export type EmoticonChangeListener = (creatorOid: string) => Promise<void> | void

/** What every emoticon use case takes: the deps, the store and who hears of changes. */
export interface EmoticonsContext extends EmoticonsDeps {
  store: EmoticonStore
  /** Told after a creator's groups change (live chat refreshes its viewers' emoticons). */
  changeListeners: Set<EmoticonChangeListener>
}

export function createEmoticonsContext(deps: EmoticonsDeps): EmoticonsContext {
  return { ...deps, store: createEmoticonStore(deps.db), changeListeners: new Set() }
}

/** Tells every listener; one that fails is logged and the others still hear. */
export async function notifyChanged(context: EmoticonsContext, creatorOid: string) {
  for (const listener of context.changeListeners) {
    try {
      await listener(creatorOid)
    } catch (error) {
      context.logger.warn({ err: error, creatorOid }, 'emoticon change listener failed')
    }
  }
}
