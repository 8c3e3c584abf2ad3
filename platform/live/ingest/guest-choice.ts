/**
 * What a signed-out viewer of one publish watches: the 720p rendition once the encoder
 * publishes it, or the source (a picture of 720 lines or fewer, no encoder, the encoder
 * failed, no metadata in time, the stream ended). Play waits for the choice, so a guest who
 * arrives in a stream's first second gets what one arriving later gets.
 */
export type GuestWatches = 'rendition' | 'source'

export interface GuestChoice {
  /** Now: null while undecided. */
  current(): GuestWatches | null
  /** Settles the choice; a later settle changes it (the rendition's encoder stopped). */
  settle(watches: GuestWatches): void
  /** Resolves once decided (at once when it is). */
  decided(): Promise<GuestWatches>
}

export function createGuestChoice(): GuestChoice {
  let value: GuestWatches | null = null
  let waiters: Array<(watches: GuestWatches) => void> = []
  return {
    current: () => value,
    settle(watches) {
      value = watches
      const waiting = waiters
      waiters = []
      for (const wake of waiting) wake(watches)
    },
    decided: () =>
      value ? Promise.resolve(value) : new Promise((resolve) => waiters.push(resolve)),
  }
}
