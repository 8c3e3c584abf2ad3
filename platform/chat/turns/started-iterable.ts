/**
 * The iterable with its first step already taken: an async generator's body runs to its
 * first await now (a model's request goes out), not when a loop first reads it. A rejection
 * of that step is thrown by the loop that reads it.
 */
export function startedIterable<T>(iterable: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = iterable[Symbol.asyncIterator]()
  let first: Promise<IteratorResult<T>> | null = iterator.next()
  first.catch(() => {})
  return {
    [Symbol.asyncIterator]: () => ({
      next() {
        const step = first ?? iterator.next()
        first = null
        return step
      },
      return: async (value?: unknown) =>
        (await iterator.return?.(value as T)) ?? { done: true, value: value as T },
    }),
  }
}
