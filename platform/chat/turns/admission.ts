/**
 * Turn starts in order of arrival, at most `limit` at once; the rest wait in memory.
 *
 * Why: a turn start is about ten statements one after another (room, story, head, coupon,
 * hold, pending messages). When a crowd sends at once and every start runs together, each
 * of its statements queues behind one of every other start's, so all of them finish near
 * the end. Taken in order, the first players stream while the later ones wait, the same
 * work is done, and the database queue stays a few dozen statements deep
 * (docs/PERFORMANCE.md).
 */
export interface Admission {
  /** Runs `task` once a place is free; the place is given back when it settles. */
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks waiting for a place now. */
  readonly waiting: number
  /** Places held now. */
  readonly active: number
}

export function createAdmission(limit: number): Admission {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('limit must be a positive integer')
  let active = 0
  // A queue with a moving head: a crowd of thousands is shifted in O(1) each.
  let queue: Array<() => void> = []
  let head = 0

  function release() {
    if (head < queue.length) {
      const next = queue[head]!
      queue[head] = noop
      head += 1
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head)
        head = 0
      }
      // The place passes straight to the next start: `active` does not change.
      next()
    } else {
      active -= 1
    }
  }

  return {
    async run(task) {
      if (active < limit) active += 1
      else await new Promise<void>((resolve) => queue.push(resolve))
      try {
        return await task()
      } finally {
        release()
      }
    },
    get waiting() {
      return queue.length - head
    },
    get active() {
      return active
    },
  }
}

const noop = () => {}
