import type { Logger } from 'pino'
import type { SubscriptionEvent, SubscriptionListener } from './ports'

type EventName = keyof SubscriptionListener

/** The subscription listener registry: each listener called in turn, failures logged. */
export function createListeners(logger: Logger) {
  const listeners = new Set<SubscriptionListener>()
  async function emit(name: EventName, event: SubscriptionEvent) {
    for (const listener of listeners) {
      try {
        await listener[name]?.(event)
      } catch (error) {
        logger.error(
          { err: error, event: name, subscription: event.subscriptionOid },
          'subscription listener failed',
        )
      }
    }
  }
  return {
    add(listener: SubscriptionListener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    subscribed: (event: SubscriptionEvent) => emit('onSubscribed', event),
    unsubscribed: (event: SubscriptionEvent) => emit('onUnsubscribed', event),
    ended: (event: SubscriptionEvent) => emit('onEnded', event),
  }
}

export type ChannelListeners = ReturnType<typeof createListeners>
